import type { Descendant } from 'slate';
import { MARKS, isSafeUrl } from './types';
import type { BlockElement, FormattedText, InlineNode, ListElement, MarkFormat, TextBlock } from './types';

/**
 * Slate → HTML, in the form the server stores after sanitizing (server/src/common/rich-text.ts), so that
 * what the editor produces is what the server keeps: `<br />`, `&amp; &lt; &gt;` in text, links with
 * `target="_blank" rel="noopener noreferrer"`. Marks nest outside links, the longest run outermost.
 */
const MARK_TAG: Record<MarkFormat, string> = { bold: 'strong', italic: 'em', underline: 'u', strikethrough: 's' };

const BLOCK_TAG: Record<string, string> = {
  paragraph: 'p',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'heading-four': 'h4',
  'list-item': 'li',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'block-quote': 'blockquote',
};

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

const isText = (n: InlineNode): n is FormattedText => !('type' in n);

/** Runs of spaces would collapse in HTML: keep them as no-break spaces after the first. */
const textHtml = (text: string): string =>
  escapeText(text.replace(/ {2,}/g, (m) => ` ${'\u00a0'.repeat(m.length - 1)}`)).replace(/\n/g, '<br />');

const hasMark = (node: InlineNode, mark: MarkFormat): boolean => {
  if (isText(node)) return node[mark] === true;
  const texts = node.children.filter((t) => t.text !== '');
  return texts.length > 0 && texts.every((t) => t[mark] === true);
};

const serializeInlines = (nodes: readonly InlineNode[], marks: readonly MarkFormat[]): string => {
  if (nodes.length === 0) return '';
  // The mark covering the longest run of neighbours becomes the outermost tag.
  let best: { mark: MarkFormat; from: number; to: number } | null = null;
  for (const mark of marks) {
    let from = -1;
    for (let i = 0; i <= nodes.length; i++) {
      const on = i < nodes.length && hasMark(nodes[i], mark);
      if (on && from < 0) from = i;
      if (!on && from >= 0) {
        if (!best || i - from > best.to - best.from) best = { mark, from, to: i };
        from = -1;
      }
    }
  }
  if (best) {
    const rest = marks.filter((m) => m !== best.mark);
    const tag = MARK_TAG[best.mark];
    return (
      serializeInlines(nodes.slice(0, best.from), marks) +
      `<${tag}>${serializeInlines(nodes.slice(best.from, best.to), rest)}</${tag}>` +
      serializeInlines(nodes.slice(best.to), marks)
    );
  }
  return nodes
    .map((node) => {
      if (isText(node)) return textHtml(node.text);
      const inner = serializeInlines(
        node.children.filter((t) => t.text !== ''),
        marks,
      );
      if (!isSafeUrl(node.url)) return inner;
      return `<a href="${escapeAttr(node.url.trim())}" target="_blank" rel="noopener noreferrer">${inner}</a>`;
    })
    .join('');
};

const inlineHtml = (children: readonly InlineNode[]): string =>
  serializeInlines(
    children.filter((n) => !isText(n) || n.text !== ''),
    MARKS,
  );

const listHtml = (list: ListElement): string => {
  const tag = BLOCK_TAG[list.type];
  let out = '';
  let openItem = false;
  for (const child of list.children) {
    if (child.type === 'bulleted-list' || child.type === 'numbered-list') {
      // A nested list belongs to the item before it.
      out += openItem ? listHtml(child) : `<li>${listHtml(child)}`;
      openItem = true;
    } else {
      if (openItem) out += '</li>';
      out += `<li>${inlineHtml((child as TextBlock).children)}`;
      openItem = true;
    }
  }
  if (openItem) out += '</li>';
  return `<${tag}>${out}</${tag}>`;
};

const blockHtml = (block: BlockElement): string => {
  switch (block.type) {
    case 'bulleted-list':
    case 'numbered-list':
      return listHtml(block);
    case 'block-quote':
      return `<blockquote>${block.children.map(blockHtml).join('')}</blockquote>`;
    case 'paragraph': {
      const inner = inlineHtml(block.children);
      return `<p>${inner === '' ? '<br />' : inner}</p>`;
    }
    default: {
      const tag = BLOCK_TAG[block.type] ?? 'p';
      return `<${tag}>${inlineHtml((block as TextBlock).children as InlineNode[])}</${tag}>`;
    }
  }
};

const isBlock = (n: Descendant): n is BlockElement => 'type' in n && n.type !== 'link';

/** HTML of a Slate value; a value with no text at all gives '' (the form then says "… tidak boleh kosong"). */
export const serializeHtml = (value: readonly Descendant[]): string => {
  const html = value.filter(isBlock).map(blockHtml).join('');
  return html.replace(/<p><br \/><\/p>/g, '') === '' ? '' : html;
};
