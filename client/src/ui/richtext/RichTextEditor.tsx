import { type KeyboardEvent, useCallback, useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Editor, Range, Transforms, createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { HOTKEY_MARKS, activeLink, removeLink, setLink, toggleMark } from './commands';
import { deserializeHtml } from './deserialize';
import { ElementView, LeafView, useContentStyles } from './elements';
import { EditorToolbar } from './EditorToolbar';
import { canIndent, canOutdent, indentList, outdentList } from './indent';
import { LinkDialog } from './LinkDialog';
import { withRichText } from './plugin';
import type { RichTextEditorProps } from './props';
import { serializeHtml } from './serialize';
import type { RichEditor } from './types';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke, boxShadow: `inset 0 -1px 0 ${tokens.colorCompoundBrandStroke}` },
  },
  invalid: { border: `1px solid ${tokens.colorPaletteRedBorder2}` },
  editable: {
    minHeight: '200px',
    maxHeight: '60vh',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    outlineStyle: 'none',
    overflowWrap: 'anywhere',
  },
  compact: { minHeight: '120px' },
});

interface LinkState {
  url: string;
  askText: boolean;
  canRemove: boolean;
}

/** Slate editor producing the server's rich-text HTML. Load it through LazyRichTextEditor. */
export const RichTextEditor = ({ defaultValue, onChange, placeholder, compact, ...aria }: RichTextEditorProps) => {
  const styles = useStyles();
  const content = useContentStyles();
  const [editor] = useState<RichEditor>(() => withRichText(withHistory(withReact(createEditor()))));
  const [initialValue] = useState(() => {
    editor.children = deserializeHtml(defaultValue);
    Editor.normalize(editor, { force: true });
    return editor.children;
  });
  const [link, setLinkState] = useState<LinkState | null>(null);

  const focus = useCallback(() => {
    if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
    ReactEditor.focus(editor);
  }, [editor]);

  const run = useCallback(
    (command: (e: RichEditor) => void) => {
      if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
      command(editor);
      ReactEditor.focus(editor);
    },
    [editor],
  );

  const openLink = () => {
    if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
    const current = activeLink(editor);
    setLinkState({ url: current?.url ?? '', askText: !current && Range.isCollapsed(editor.selection!), canRemove: !!current });
  };
  const closeLink = (apply?: (e: RichEditor) => void) => {
    setLinkState(null);
    // The dialog gave the focus back; Slate still holds the selection it had.
    if (apply) apply(editor);
    setTimeout(focus, 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Tab / Shift+Tab nest a list item; where they cannot, they move the focus as usual (no keyboard trap).
    if (event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const [can, change] = event.shiftKey ? [canOutdent, outdentList] : [canIndent, indentList];
      if (can(editor)) {
        event.preventDefault();
        change(editor);
      }
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const mark = HOTKEY_MARKS[event.key.toLowerCase()];
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    } else if (event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  return (
    <div className={mergeClasses(styles.root, aria['aria-invalid'] === true || aria['aria-invalid'] === 'true' ? styles.invalid : undefined)}>
      <Slate editor={editor} initialValue={initialValue} onValueChange={(value) => onChange(serializeHtml(value))}>
        <EditorToolbar run={run} onLink={openLink} />
        <Editable
          {...aria}
          aria-multiline
          className={mergeClasses(styles.editable, compact && styles.compact, content.content)}
          renderElement={ElementView}
          renderLeaf={LeafView}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            // Every paste goes through insertData (withRichText): HTML is cleaned to the allow-list there.
            // Handled here rather than in beforeinput, so it is the same in every browser.
            event.preventDefault();
            ReactEditor.insertData(editor, event.clipboardData);
          }}
          spellCheck
        />
      </Slate>
      {link && (
        <LinkDialog
          initialUrl={link.url}
          askText={link.askText}
          canRemove={link.canRemove}
          onClose={() => closeLink()}
          onRemove={() => closeLink(removeLink)}
          onSubmit={(url, text) => closeLink((e) => setLink(e, url, text))}
        />
      )}
    </div>
  );
};
