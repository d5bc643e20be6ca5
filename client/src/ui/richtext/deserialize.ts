import {
  type BlockElement,
  type FormattedText,
  type InlineNode,
  type ListElement,
  MARKS,
  type MarkFormat,
  type TextBlock,
  type TextBlockType,
  isSafeUrl,
} from './types';
import { convertWordLists } from './wordLists';

/**
 * HTML → Slate. Keeps exactly the server's allow-list (p, br, h2–h4, strong/b, em/i, u, s, ul, ol, li,
 * blockquote, a[href] with http/https/mailto); everything else is unwrapped to its text (span, font,
 * div, tables…) or dropped with its content (scripts, styles, images, frames, Word's o:p and list
 * markers). Attributes are never copied, so styles, classes and on* handlers cannot survive; only
 * `font-weight`/`font-style`/`text-decoration` are read, to keep bold/italic/underline from Google Docs.
 */
type Marks = Partial<Record<MarkFormat, true>>;

interface Seg {
  text: string;
  marks: Marks;
  link?: { id: number; url: string };
  /** A block boundary met inside a text block (e.g. `<li><p>a</p><p>b</p></li>`): becomes one '\n'. */
  boundary?: true;
}

interface Ctx {
  marks: Marks;
  pre: boolean;
  link?: Seg['link'];
}

const DROPPED = new Set([
  'script', 'style', 'textarea', 'option', 'select', 'noscript', 'noembed', 'noframes', 'iframe', 'frame',
  'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'template', 'title', 'head', 'xmp', 'plaintext',
  'img', 'picture', 'video', 'audio', 'source', 'track', 'canvas', 'map', 'area', 'input', 'button',
  'meta', 'link', 'base', 'hr', 'o:p', 'xml', 'v:shape', 'v:imagedata', 'wbr',
]);

const CONTAINERS = new Set([
  'html', 'body', 'div', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'figure',
  'figcaption', 'address', 'center', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'dl',
  'dt', 'dd', 'form', 'fieldset', 'legend', 'details', 'summary', 'hgroup', 'pre',
]);

const HEADINGS: Record<string, TextBlockType> = {
  h1: 'heading-two',
  h2: 'heading-two',
  h3: 'heading-three',
  h4: 'heading-four',
  h5: 'heading-four',
  h6: 'heading-four',
};

const BLOCK_TAGS = new Set([...CONTAINERS, ...Object.keys(HEADINGS), 'p', 'ul', 'ol', 'li', 'blockquote']);
const BLOCK_SELECTOR = [...BLOCK_TAGS].filter((t) => t !== 'html' && t !== 'body').join(',');

const MARK_TAGS: Record<string, MarkFormat> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
};

/** nodeName, not localName: `o:p` keeps its prefix in every parser. */
const tagOf = (el: Element): string => el.nodeName.toLowerCase();

const isDropped = (el: Element): boolean =>
  DROPPED.has(tagOf(el)) || /mso-list:\s*ignore/i.test(el.getAttribute('style') ?? '');

const marksOf = (el: Element, marks: Marks): Marks => {
  const next: Marks = { ...marks };
  const tagMark = MARK_TAGS[tagOf(el)];
  if (tagMark) next[tagMark] = true;
  const style = (el.getAttribute('style') ?? '').toLowerCase();
  if (style) {
    const weight = /font-weight\s*:\s*([a-z0-9]+)/.exec(style)?.[1];
    if (weight) {
      if (/^(bold|bolder|[6-9]00)$/.test(weight)) next.bold = true;
      else if (/^(normal|lighter|[1-5]00)$/.test(weight)) delete next.bold;
    }
    const fontStyle = /font-style\s*:\s*([a-z]+)/.exec(style)?.[1];
    if (fontStyle === 'italic' || fontStyle === 'oblique') next.italic = true;
    else if (fontStyle === 'normal') delete next.italic;
    const decoration = /text-decoration(?:-line)?\s*:\s*([^;]+)/.exec(style)?.[1];
    if (decoration?.includes('underline')) next.underline = true;
    if (decoration?.includes('line-through')) next.strikethrough = true;
  }
  return next;
};

let linkIds = 0;

/** Inline content of a node, flattened to text segments. */
const inlineSegs = (node: Node, ctx: Ctx): Seg[] => {
  if (node.nodeType === 3) {
    const raw = node.textContent ?? '';
    const text = ctx.pre ? raw.replace(/\r\n?/g, '\n') : raw.replace(/[ \t\n\r\f]+/g, ' ');
    return text ? [{ text, marks: ctx.marks, link: ctx.link }] : [];
  }
  if (node.nodeType !== 1) return [];
  const el = node as Element;
  if (isDropped(el)) return [];
  const tag = tagOf(el);
  if (tag === 'br') return [{ text: '\n', marks: ctx.marks, link: ctx.link }];
  const next: Ctx = { ...ctx, marks: marksOf(el, ctx.marks), pre: ctx.pre || tag === 'pre' };
  if (tag === 'a' && !ctx.link) {
    const href = el.getAttribute('href');
    if (href && isSafeUrl(href)) next.link = { id: ++linkIds, url: href.trim() };
  }
  const kids = Array.from(el.childNodes).flatMap((c) => inlineSegs(c, next));
  if (BLOCK_TAGS.has(tag)) return [{ text: '', marks: {}, boundary: true }, ...kids, { text: '', marks: {}, boundary: true }];
  return kids;
};

const sameMarks = (a: Marks, b: Marks): boolean => MARKS.every((m) => Boolean(a[m]) === Boolean(b[m]));

const textNode = (text: string, marks: Marks): FormattedText => {
  const node: FormattedText = { text };
  for (const [k, v] of Object.entries(marks)) if (v) node[k as MarkFormat] = true;
  return node;
};

/** Whitespace as a browser would show it, then Slate nodes (texts around every link, as Slate expects). */
const buildInlines = (input: Seg[]): InlineNode[] => {
  // 1. Block boundaries: one line break between content, none at the ends or after a <br>.
  const segs: Seg[] = [];
  for (const seg of input) {
    if (seg.boundary) {
      const prev = segs[segs.length - 1];
      if (prev && !prev.boundary && !prev.text.endsWith('\n')) segs.push(seg);
      continue;
    }
    segs.push(seg);
  }
  while (segs.length && segs[segs.length - 1].boundary) segs.pop();
  const flat = segs.map((s) => (s.boundary ? { ...s, text: '\n', boundary: undefined } : { ...s }));
  // 2. Collapse spaces across segments; none at the start, the end, or around a line break.
  let atBreak = true;
  let last: Seg | null = null;
  for (const seg of flat) {
    let text = seg.text;
    if (atBreak || last?.text.endsWith(' ')) text = text.replace(/^ +/, '');
    if (text.startsWith('\n') && last) last.text = last.text.replace(/ +$/, '');
    text = text.replace(/ *\n */g, '\n');
    seg.text = text;
    if (text) {
      atBreak = text.endsWith('\n');
      last = seg;
    }
  }
  if (last) last.text = last.text.replace(/ +$/, '');
  // 3. Merge neighbours and build texts and links.
  const out: InlineNode[] = [];
  const linkIdsOut: (number | undefined)[] = [];
  for (const seg of flat) {
    if (!seg.text) continue;
    const prev = out[out.length - 1];
    const prevId = linkIdsOut[linkIdsOut.length - 1];
    if (seg.link) {
      if (prev && 'type' in prev && prevId === seg.link.id) {
        const tail = prev.children[prev.children.length - 1];
        if (sameMarks(tail, seg.marks)) tail.text += seg.text;
        else prev.children.push(textNode(seg.text, seg.marks));
      } else {
        out.push({ type: 'link', url: seg.link.url, children: [textNode(seg.text, seg.marks)] });
        linkIdsOut.push(seg.link.id);
      }
    } else if (prev && !('type' in prev) && sameMarks(prev, seg.marks)) {
      prev.text += seg.text;
    } else {
      out.push(textNode(seg.text, seg.marks));
      linkIdsOut.push(undefined);
    }
  }
  // A block holding only a line break or no-break spaces is an empty line (`<p><br></p>`, Word's `&nbsp;`).
  if (out.length === 1 && !('type' in out[0]) && /^(\n|[\u00a0 ]+)$/.test(out[0].text)) return [{ text: '' }];
  // Slate wants a text before, between and after inline elements.
  const shaped: InlineNode[] = [];
  for (const node of out) {
    const prev = shaped[shaped.length - 1];
    if ('type' in node && (!prev || 'type' in prev)) shaped.push({ text: '' });
    shaped.push(node);
  }
  const tail = shaped[shaped.length - 1];
  if (!tail || 'type' in tail) shaped.push({ text: '' });
  return shaped;
};

const hasContent = (segs: Seg[]): boolean =>
  segs.some((s) => !s.boundary && (s.text.trim() !== '' || s.text.includes('\n') || s.text.includes('\u00a0')));

const textBlock = (type: TextBlockType, segs: Seg[]): TextBlock => ({ type, children: buildInlines(segs) });

const childSegs = (el: Element, ctx: Ctx): Seg[] => {
  const next: Ctx = { ...ctx, marks: marksOf(el, ctx.marks), pre: ctx.pre || tagOf(el) === 'pre' };
  return Array.from(el.childNodes).flatMap((c) => inlineSegs(c, next));
};

const listOf = (el: Element, ctx: Ctx): ListElement | null => {
  const type = tagOf(el) === 'ol' ? 'numbered-list' : 'bulleted-list';
  const children: ListElement['children'] = [];
  const itemCtx: Ctx = { ...ctx, marks: marksOf(el, ctx.marks) };
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 3) {
      const segs = inlineSegs(child, itemCtx);
      if (hasContent(segs)) children.push(textBlock('list-item', segs));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const c = child as Element;
    const tag = tagOf(c);
    if (isDropped(c)) continue;
    if (tag === 'ul' || tag === 'ol') {
      const nested = listOf(c, itemCtx);
      if (nested) children.push(nested);
    } else if (tag === 'li') {
      children.push(...listItem(c, itemCtx));
    } else children.push(textBlock('list-item', inlineSegs(c, itemCtx)));
  }
  return children.length ? { type, children } : null;
};

/** An `<li>`: its text, then any nested lists (which follow the item in the model). */
const listItem = (li: Element, ctx: Ctx): ListElement['children'] => {
  const parts: ListElement['children'] = [];
  const next: Ctx = { ...ctx, marks: marksOf(li, ctx.marks) };
  let segs: Seg[] = [];
  for (const c of Array.from(li.childNodes)) {
    const tag = c.nodeType === 1 ? tagOf(c as Element) : '';
    if (tag === 'ul' || tag === 'ol') {
      if (hasContent(segs) || parts.length === 0) parts.push(textBlock('list-item', segs));
      segs = [];
      const nested = listOf(c as Element, next);
      if (nested) parts.push(nested);
    } else segs.push(...inlineSegs(c, next));
  }
  if (hasContent(segs) || parts.length === 0) parts.push(textBlock('list-item', segs));
  return parts;
};

const blocksOf = (nodes: Node[], ctx: Ctx): BlockElement[] => {
  const out: BlockElement[] = [];
  let pending: Seg[] = [];
  const flush = () => {
    if (hasContent(pending)) out.push(textBlock('paragraph', pending));
    pending = [];
  };
  for (const node of nodes) {
    if (node.nodeType === 3) {
      pending.push(...inlineSegs(node, ctx));
      continue;
    }
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    if (isDropped(el)) continue;
    const tag = tagOf(el);
    const next: Ctx = { ...ctx, marks: marksOf(el, ctx.marks) };
    if (tag === 'p' || tag === 'li' || HEADINGS[tag] || tag === 'pre') {
      flush();
      out.push(textBlock(HEADINGS[tag] ?? 'paragraph', childSegs(el, ctx)));
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      const list = listOf(el, ctx);
      if (list) out.push(list);
    } else if (tag === 'blockquote') {
      flush();
      const inner = blocksOf(Array.from(el.childNodes), next);
      out.push({ type: 'block-quote', children: inner.length ? inner : [{ type: 'paragraph', children: [{ text: '' }] }] });
    } else if (CONTAINERS.has(tag) || el.querySelector(BLOCK_SELECTOR)) {
      // Containers, and inline wrappers around blocks (Google Docs' <b id="docs-internal-guid-…">).
      flush();
      out.push(...blocksOf(Array.from(el.childNodes), next));
    } else pending.push(...inlineSegs(el, ctx));
  }
  flush();
  return out;
};

export const emptyValue = (): BlockElement[] => [{ type: 'paragraph', children: [{ text: '' }] }];

/** Slate nodes of an HTML string (stored rich text or pasted clipboard HTML). Never empty. */
export const deserializeHtml = (html: string): BlockElement[] => {
  if (!html.trim()) return emptyValue();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  convertWordLists(doc.body);
  const blocks = blocksOf(Array.from(doc.body.childNodes), { marks: {}, pre: false });
  return blocks.length ? blocks : emptyValue();
};
