import type { MouseEvent, ReactElement } from 'react';
import { Toolbar, ToolbarButton, ToolbarDivider, ToolbarToggleButton, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import {
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextIndentDecreaseLtrRegular,
  TextIndentIncreaseLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { useSlate } from 'slate-react';
import { activeLink, isBlockActive, isMarkActive, toggleHeading, toggleList, toggleMark, toggleQuote } from './commands';
import { canIndent, canOutdent, indentList, outdentList } from './indent';
import type { RichEditor } from './types';

interface Tool {
  value: string;
  label: string;
  icon: ReactElement;
  keys?: string;
  active: (editor: RichEditor) => boolean;
  run: (editor: RichEditor) => void;
}

const GROUPS: Tool[][] = [
  [
    { value: 'h2', label: 'Judul 2', icon: <TextHeader2Regular />, active: (e) => isBlockActive(e, 'heading-two'), run: (e) => toggleHeading(e, 'heading-two') },
    { value: 'h3', label: 'Judul 3', icon: <TextHeader3Regular />, active: (e) => isBlockActive(e, 'heading-three'), run: (e) => toggleHeading(e, 'heading-three') },
  ],
  [
    { value: 'bold', label: 'Tebal', keys: 'Control+B', icon: <TextBoldRegular />, active: (e) => isMarkActive(e, 'bold'), run: (e) => toggleMark(e, 'bold') },
    { value: 'italic', label: 'Miring', keys: 'Control+I', icon: <TextItalicRegular />, active: (e) => isMarkActive(e, 'italic'), run: (e) => toggleMark(e, 'italic') },
    { value: 'underline', label: 'Garis bawah', keys: 'Control+U', icon: <TextUnderlineRegular />, active: (e) => isMarkActive(e, 'underline'), run: (e) => toggleMark(e, 'underline') },
  ],
  [
    { value: 'ul', label: 'Daftar berbutir', icon: <TextBulletListLtrRegular />, active: (e) => isBlockActive(e, 'bulleted-list'), run: (e) => toggleList(e, 'bulleted-list') },
    { value: 'ol', label: 'Daftar bernomor', icon: <TextNumberListLtrRegular />, active: (e) => isBlockActive(e, 'numbered-list'), run: (e) => toggleList(e, 'numbered-list') },
    { value: 'quote', label: 'Kutipan', icon: <TextQuoteRegular />, active: (e) => isBlockActive(e, 'block-quote'), run: toggleQuote },
  ],
];

/** List nesting: plain buttons, usable only in a list item (still focusable when not, and then aria-disabled). */
const INDENT_TOOLS: (Omit<Tool, 'active'> & { enabled: (editor: RichEditor) => boolean })[] = [
  { value: 'outdent', label: 'Kurangi indentasi', keys: 'Shift+Tab', icon: <TextIndentDecreaseLtrRegular />, enabled: canOutdent, run: outdentList },
  { value: 'indent', label: 'Tambah indentasi', keys: 'Tab', icon: <TextIndentIncreaseLtrRegular />, enabled: canIndent, run: indentList },
];

const useStyles = makeStyles({
  toolbar: {
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalXS,
  },
});

const keepFocus = (event: MouseEvent) => event.preventDefault();

export interface EditorToolbarProps {
  /** Runs a command on the editor and gives the focus back to the text. */
  run: (command: (editor: RichEditor) => void) => void;
  onLink: () => void;
}

/** Formatting toolbar: toggle buttons with aria-pressed, Indonesian labels, arrow-key navigation. */
export const EditorToolbar = ({ run, onLink }: EditorToolbarProps) => {
  const styles = useStyles();
  const editor = useSlate();
  const pressed = GROUPS.flat()
    .filter((t) => t.active(editor))
    .map((t) => t.value);
  if (activeLink(editor)) pressed.push('link');

  return (
    <Toolbar aria-label="Format teks" size="small" className={styles.toolbar} checkedValues={{ format: pressed }}>
      {GROUPS.map((group, i) => [
        i > 0 && <ToolbarDivider key={`divider-${i}`} />,
        ...group.map((tool) => (
          <Tooltip key={tool.value} content={tool.keys ? `${tool.label} (${tool.keys.replace('Control', 'Ctrl')})` : tool.label} relationship="inaccessible">
            <ToolbarToggleButton
              name="format"
              value={tool.value}
              appearance="subtle"
              icon={tool.icon}
              aria-label={tool.label}
              aria-keyshortcuts={tool.keys}
              onMouseDown={keepFocus}
              onClick={() => run(tool.run)}
            />
          </Tooltip>
        )),
      ])}
      <ToolbarDivider />
      {INDENT_TOOLS.map((tool) => (
        <Tooltip key={tool.value} content={`${tool.label} (${tool.keys})`} relationship="inaccessible">
          <ToolbarButton
            appearance="subtle"
            icon={tool.icon}
            aria-label={tool.label}
            aria-keyshortcuts={tool.keys}
            disabledFocusable={!tool.enabled(editor)}
            onMouseDown={keepFocus}
            onClick={() => run(tool.run)}
          />
        </Tooltip>
      ))}
      <ToolbarDivider />
      <Tooltip content="Tautan" relationship="inaccessible">
        <ToolbarToggleButton
          name="format"
          value="link"
          appearance="subtle"
          icon={<LinkRegular />}
          aria-label="Tautan"
          aria-haspopup="dialog"
          onMouseDown={keepFocus}
          onClick={onLink}
        />
      </Tooltip>
    </Toolbar>
  );
};
