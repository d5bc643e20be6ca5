import { Editor, Element, Node, Path, Range, Transforms } from 'slate';
import {
  type BlockElement,
  type ElementType,
  type LinkElement,
  type ListType,
  type MarkFormat,
  type RichEditor,
  type TextBlockType,
  isListType,
  isSafeUrl,
  isTextBlockType,
} from './types';

/** Toolbar and keyboard commands of the editor (pure Slate; no React). */

export const isMarkActive = (editor: RichEditor, mark: MarkFormat): boolean => Editor.marks(editor)?.[mark] === true;

export const toggleMark = (editor: RichEditor, mark: MarkFormat): void => {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
};

const isType = (type: ElementType) => (n: Node) => Element.isElement(n) && n.type === type;

/** True when every text block of the selection is a `type` (headings), or lies in a `type` (lists, quote). */
export const isBlockActive = (editor: RichEditor, type: ElementType): boolean => {
  const { selection } = editor;
  if (!selection) return false;
  if (isListType(type)) {
    // The innermost list around the selection decides.
    const [list] = Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: (n) => Element.isElement(n) && isListType(n.type), mode: 'lowest' });
    return !!list && (list[0] as BlockElement).type === type;
  }
  if (type === 'block-quote') {
    return !!Editor.above(editor, { at: selection, match: isType('block-quote') });
  }
  const blocks = Array.from(
    Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: (n) => Element.isElement(n) && isTextBlockType(n.type) }),
  );
  return blocks.length > 0 && blocks.every(([n]) => (n as BlockElement).type === type);
};

const unwrapLists = (editor: RichEditor) =>
  Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && isListType(n.type), split: true, mode: 'all' });

/** Heading 2/3 (or back to a paragraph), taking the blocks out of any list. */
export const toggleHeading = (editor: RichEditor, type: Extract<TextBlockType, 'heading-two' | 'heading-three'>): void => {
  const active = isBlockActive(editor, type);
  Editor.withoutNormalizing(editor, () => {
    unwrapLists(editor);
    Transforms.setNodes(editor, { type: active ? 'paragraph' : type }, { match: (n) => Element.isElement(n) && isTextBlockType(n.type) });
  });
};

/** A bulleted or numbered list around the selected blocks, or back to paragraphs; switches list kinds. */
export const toggleList = (editor: RichEditor, type: ListType): void => {
  const active = isBlockActive(editor, type);
  Editor.withoutNormalizing(editor, () => {
    unwrapLists(editor);
    const textBlocks = (n: Node) => Element.isElement(n) && isTextBlockType(n.type);
    Transforms.setNodes(editor, { type: active ? 'paragraph' : 'list-item' }, { match: textBlocks });
    if (!active) Transforms.wrapNodes(editor, { type, children: [] }, { match: textBlocks });
  });
};

/** A quotation around the selected top-level blocks, or out of it. */
export const toggleQuote = (editor: RichEditor): void => {
  if (isBlockActive(editor, 'block-quote')) {
    Transforms.unwrapNodes(editor, { match: isType('block-quote'), split: true, mode: 'lowest' });
  } else {
    Transforms.wrapNodes(
      editor,
      { type: 'block-quote', children: [] },
      { match: (n, path) => Element.isElement(n) && path.length === 1, mode: 'highest' },
    );
  }
};

export const activeLink = (editor: RichEditor): { url: string; path: Path } | null => {
  if (!editor.selection) return null;
  const entry = Editor.above<LinkElement>(editor, {
    at: editor.selection,
    match: (n): n is LinkElement => Element.isElement(n) && n.type === 'link',
  });
  if (!entry) return null;
  const [node, path] = entry;
  return { url: node.url, path };
};

export const removeLink = (editor: RichEditor): void => {
  Transforms.unwrapNodes(editor, { match: isType('link'), split: true });
};

/**
 * Links the selection to `url` (only http, https and mailto). With a collapsed selection the `text`
 * (or the address itself) is inserted as the link's text; inside a link the address is replaced.
 */
export const setLink = (editor: RichEditor, url: string, text?: string): boolean => {
  const href = url.trim();
  if (!isSafeUrl(href) || !editor.selection) return false;
  const current = activeLink(editor);
  if (current && Range.isCollapsed(editor.selection)) {
    Transforms.setNodes(editor, { url: href }, { at: current.path });
    return true;
  }
  if (current) removeLink(editor);
  if (Range.isCollapsed(editor.selection)) {
    const label = text?.trim() || href;
    Transforms.insertNodes(editor, { type: 'link', url: href, children: [{ text: label }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url: href, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
};

export const HOTKEY_MARKS: Record<string, MarkFormat> = { b: 'bold', i: 'italic', u: 'underline' };
