import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/**
 * The rich-text model: exactly the server's allow-list (server/src/common/rich-text.ts).
 * Blocks: p, h2–h4, blockquote (a wrapper of blocks), ul/ol (list items, and nested lists that belong to
 * the item before them). Inline: a[href]. Marks: strong, em, u, s. A line break (br) is '\n' in a text.
 */
export type MarkFormat = 'bold' | 'italic' | 'underline' | 'strikethrough';
export const MARKS: readonly MarkFormat[] = ['bold', 'italic', 'underline', 'strikethrough'];

export type FormattedText = { text: string } & Partial<Record<MarkFormat, true>>;

export type LinkElement = { type: 'link'; url: string; children: FormattedText[] };
export type InlineNode = FormattedText | LinkElement;

export type TextBlockType = 'paragraph' | 'heading-two' | 'heading-three' | 'heading-four' | 'list-item';
export type TextBlock = { type: TextBlockType; children: InlineNode[] };

export type ListType = 'bulleted-list' | 'numbered-list';
export type ListElement = { type: ListType; children: (TextBlock | ListElement)[] };
export type QuoteElement = { type: 'block-quote'; children: BlockElement[] };

export type BlockElement = TextBlock | ListElement | QuoteElement;
export type RichElement = BlockElement | LinkElement;
export type ElementType = RichElement['type'];

export type RichEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichEditor;
    Element: RichElement;
    Text: FormattedText;
  }
}

export const LIST_TYPES: readonly ListType[] = ['bulleted-list', 'numbered-list'];
export const isListType = (type: string): type is ListType => type === 'bulleted-list' || type === 'numbered-list';
export const TEXT_BLOCK_TYPES: readonly TextBlockType[] = ['paragraph', 'heading-two', 'heading-three', 'heading-four', 'list-item'];
export const isTextBlockType = (type: string): type is TextBlockType => (TEXT_BLOCK_TYPES as readonly string[]).includes(type);

/** Link addresses the server keeps: absolute http, https and mailto. */
export const isSafeUrl = (raw: string): boolean => {
  const value = raw.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.protocol === 'mailto:') return url.pathname.length > 0;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};
