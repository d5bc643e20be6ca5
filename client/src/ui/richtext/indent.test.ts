import { describe, expect, it } from 'vitest';
import { createEditor, Editor, type Path, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { deserializeHtml } from './deserialize';
import { MAX_LIST_LEVELS, canIndent, canOutdent, indentList, outdentList } from './indent';
import { withRichText } from './plugin';
import { serializeHtml } from './serialize';

const sanitize = async (html: string) => (await import('../../../../server/src/common/rich-text')).sanitizeRichText(html);

const editorWith = (html: string) => {
  const editor = withRichText(withHistory(withReact(createEditor())));
  editor.children = deserializeHtml(html);
  Editor.normalize(editor, { force: true });
  return editor;
};
const html = (editor: Editor) => serializeHtml(editor.children);

/** Puts the caret at the end of the text block that contains `text`. */
const caretIn = (editor: Editor, text: string) => {
  const [entry] = Editor.nodes(editor, { at: [], match: (n, p) => Editor.isBlock(editor, n as never) && Editor.string(editor, p) === text });
  if (!entry) throw new Error(`no block "${text}"`);
  Transforms.select(editor, Editor.end(editor, entry[1] as Path));
};
const selectFromTo = (editor: Editor, from: string, to: string) => {
  caretIn(editor, from);
  const anchor = Editor.start(editor, Editor.above(editor, { match: (n) => Editor.isBlock(editor, n as never) })![1]);
  caretIn(editor, to);
  Transforms.select(editor, { anchor, focus: editor.selection!.focus });
};

describe('list indentation', () => {
  it('nests an item under the one before it, and back', () => {
    const editor = editorWith('<ul><li>a</li><li>b</li><li>c</li></ul>');
    caretIn(editor, 'b');
    expect(canIndent(editor)).toBe(true);
    indentList(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>');
    caretIn(editor, 'c');
    indentList(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b</li><li>c</li></ul></li></ul>');
    indentList(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li></ul>');
    outdentList(editor);
    outdentList(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>');
    caretIn(editor, 'b');
    outdentList(editor);
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li><li>c</li></ul>');
  });

  it('keeps the caret in the moved item, and typing goes on there', () => {
    const editor = editorWith('<ol><li>satu</li><li>dua</li></ol>');
    caretIn(editor, 'dua');
    indentList(editor);
    editor.insertText('!');
    expect(html(editor)).toBe('<ol><li>satu<ol><li>dua!</li></ol></li></ol>');
  });

  it('cannot indent the first item, and neither command applies outside a list', () => {
    const editor = editorWith('<ul><li>a</li><li>b</li></ul><p>teks</p>');
    caretIn(editor, 'a');
    expect(canIndent(editor)).toBe(false);
    expect(canOutdent(editor)).toBe(true);
    indentList(editor);
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li></ul><p>teks</p>');
    caretIn(editor, 'teks');
    expect(canIndent(editor)).toBe(false);
    expect(canOutdent(editor)).toBe(false);
    outdentList(editor);
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li></ul><p>teks</p>');
  });

  it('moves an item together with its own nested list', () => {
    const editor = editorWith('<ul><li>a</li><li>b<ul><li>b1</li></ul></li></ul>');
    caretIn(editor, 'b');
    indentList(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b<ul><li>b1</li></ul></li></ul></li></ul>');
    outdentList(editor);
    expect(html(editor)).toBe('<ul><li>a</li><li>b<ul><li>b1</li></ul></li></ul>');
  });

  it('joins the nested list of the item before when that item already has one', () => {
    const editor = editorWith('<ol><li>a<ol><li>a1</li></ol></li><li>b</li></ol>');
    caretIn(editor, 'b');
    indentList(editor);
    expect(html(editor)).toBe('<ol><li>a<ol><li>a1</li><li>b</li></ol></li></ol>');
  });

  it('on outdent the items after it become its nested items', () => {
    const editor = editorWith('<ul><li>a<ul><li>b</li><li>c</li><li>d</li></ul></li></ul>');
    caretIn(editor, 'c');
    outdentList(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b</li></ul></li><li>c<ul><li>d</li></ul></li></ul>');
  });

  it('makes a top-level item a paragraph that splits the list, its nested items following as a list', () => {
    const editor = editorWith('<ul><li>a</li><li>b<ul><li>b1</li></ul></li><li>c</li></ul>');
    caretIn(editor, 'b');
    outdentList(editor);
    expect(html(editor)).toBe('<ul><li>a</li></ul><p>b</p><ul><li>b1</li><li>c</li></ul>');

    const quoted = editorWith('<blockquote><ol><li>a</li></ol></blockquote>');
    caretIn(quoted, 'a');
    outdentList(quoted);
    expect(html(quoted)).toBe('<blockquote><p>a</p></blockquote>');
  });

  it('indents and outdents every selected item, children moving with their item', () => {
    const editor = editorWith('<ul><li>a</li><li>b</li><li>c<ul><li>c1</li></ul></li><li>d</li></ul>');
    selectFromTo(editor, 'b', 'c1');
    indentList(editor);
    expect(html(editor)).toBe('<ul><li>a<ul><li>b</li><li>c<ul><li>c1</li></ul></li></ul></li><li>d</li></ul>');
    outdentList(editor);
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li><li>c<ul><li>c1</li></ul></li><li>d</li></ul>');
  });

  it(`stops at ${MAX_LIST_LEVELS} levels, counting the nested items that move along`, () => {
    const items = Array.from({ length: MAX_LIST_LEVELS + 2 }, (_, i) => `<li>i${i}</li>`).join('');
    const editor = editorWith(`<ul>${items}</ul>`);
    for (let i = 1; i <= MAX_LIST_LEVELS + 1; i++) {
      caretIn(editor, `i${i}`);
      for (let k = 1; k < i; k++) indentList(editor);
    }
    // i0 … i9 make ten levels; i10 and i11 stay on the tenth
    const out = html(editor);
    expect(out.match(/<ul>/g)).toHaveLength(MAX_LIST_LEVELS);
    caretIn(editor, `i${MAX_LIST_LEVELS + 1}`);
    expect(canIndent(editor)).toBe(false);
    // an item with a nested list cannot take it past the limit either
    const deep = (levels: number, inner: string): string => (levels === 1 ? `<ul>${inner}</ul>` : `<ul><li>p${levels}${deep(levels - 1, inner)}</li></ul>`);
    const inner = '<li>a</li><li>b<ul><li>c</li></ul></li><li>d</li>';
    const fits = editorWith(deep(MAX_LIST_LEVELS - 2, inner));
    caretIn(fits, 'b');
    expect(canIndent(fits)).toBe(true);
    const tooDeep = editorWith(deep(MAX_LIST_LEVELS - 1, inner));
    caretIn(tooDeep, 'b');
    expect(canIndent(tooDeep)).toBe(false);
    indentList(tooDeep);
    expect(html(tooDeep)).toBe(deep(MAX_LIST_LEVELS - 1, inner));
    caretIn(tooDeep, 'd');
    expect(canIndent(tooDeep)).toBe(true);
  });

  it('undoes an indentation in one step', () => {
    const editor = editorWith('<ul><li>a</li><li>b</li></ul>');
    caretIn(editor, 'b');
    indentList(editor);
    editor.undo();
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('produces nested lists that the server sanitizer keeps as they are, and that read back the same', async () => {
    const editor = editorWith('<ol><li>satu</li><li>dua</li><li>tiga</li><li>empat</li></ol>');
    caretIn(editor, 'dua');
    indentList(editor);
    caretIn(editor, 'tiga');
    indentList(editor);
    indentList(editor);
    const out = html(editor);
    expect(out).toBe('<ol><li>satu<ol><li>dua<ol><li>tiga</li></ol></li></ol></li><li>empat</li></ol>');
    expect(await sanitize(out)).toBe(out);
    expect(serializeHtml(deserializeHtml(out))).toBe(out);
  });
});
