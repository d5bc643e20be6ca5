import { describe, expect, it } from 'vitest';
import { createEditor, Editor, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { isBlockActive, isMarkActive, setLink, toggleHeading, toggleList, toggleMark, toggleQuote } from './commands';
import { deserializeHtml } from './deserialize';
import { linkError } from './LinkDialog';
import { withRichText } from './plugin';
import { serializeHtml } from './serialize';

const editorWith = (html: string) => {
  const editor = withRichText(withHistory(withReact(createEditor())));
  editor.children = deserializeHtml(html);
  Editor.normalize(editor, { force: true });
  Transforms.select(editor, Editor.start(editor, []));
  return editor;
};
const html = (editor: Editor) => serializeHtml(editor.children);
const selectAll = (editor: Editor) => Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });

describe('editor commands', () => {
  it('toggles headings and takes them out of lists', () => {
    const editor = editorWith('<ul><li>satu</li></ul>');
    toggleHeading(editor, 'heading-two');
    expect(html(editor)).toBe('<h2>satu</h2>');
    expect(isBlockActive(editor, 'heading-two')).toBe(true);
    toggleHeading(editor, 'heading-three');
    expect(html(editor)).toBe('<h3>satu</h3>');
    toggleHeading(editor, 'heading-three');
    expect(html(editor)).toBe('<p>satu</p>');
  });

  it('makes, switches and removes lists', () => {
    const editor = editorWith('<p>a</p><p>b</p>');
    selectAll(editor);
    toggleList(editor, 'bulleted-list');
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li></ul>');
    toggleList(editor, 'numbered-list');
    expect(html(editor)).toBe('<ol><li>a</li><li>b</li></ol>');
    toggleList(editor, 'numbered-list');
    expect(html(editor)).toBe('<p>a</p><p>b</p>');
  });

  it('wraps and unwraps a quotation', () => {
    const editor = editorWith('<p>a</p><ul><li>b</li></ul>');
    selectAll(editor);
    toggleQuote(editor);
    expect(html(editor)).toBe('<blockquote><p>a</p><ul><li>b</li></ul></blockquote>');
    expect(isBlockActive(editor, 'block-quote')).toBe(true);
    toggleQuote(editor);
    expect(html(editor)).toBe('<p>a</p><ul><li>b</li></ul>');
  });

  it('toggles marks on the selection', () => {
    const editor = editorWith('<p>tebal</p>');
    selectAll(editor);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(html(editor)).toBe('<p><strong>tebal</strong></p>');
    toggleMark(editor, 'bold');
    expect(html(editor)).toBe('<p>tebal</p>');
  });

  it('links only http, https and mailto addresses', () => {
    const editor = editorWith('<p>situs</p>');
    selectAll(editor);
    expect(setLink(editor, 'javascript:alert(1)')).toBe(false);
    expect(setLink(editor, 'https://kota.go.id')).toBe(true);
    expect(html(editor)).toBe('<p><a href="https://kota.go.id" target="_blank" rel="noopener noreferrer">situs</a></p>');
    Transforms.select(editor, Editor.end(editor, []));
    expect(setLink(editor, 'mailto:humas@kota.go.id', 'surel')).toBe(true);
    expect(html(editor)).toContain('<a href="mailto:humas@kota.go.id" target="_blank" rel="noopener noreferrer">');
    expect(linkError('')).toBe('Alamat tautan tidak boleh kosong');
    expect(linkError('www.kota.go.id')).toBe('Alamat tautan harus diawali http://, https:// atau mailto:');
    expect(linkError('javascript:alert(1)')).toBe('Alamat tautan harus diawali http://, https:// atau mailto:');
    expect(linkError('https://kota.go.id')).toBeNull();
  });

  it('leaves a list on Enter in an empty item, and starts a paragraph after a heading', () => {
    const editor = editorWith('<ul><li>a</li></ul>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertBreak();
    editor.insertBreak();
    editor.insertText('b');
    expect(html(editor)).toBe('<ul><li>a</li></ul><p>b</p>');

    const heading = editorWith('<h2>Judul</h2>');
    Transforms.select(heading, Editor.end(heading, []));
    heading.insertBreak();
    heading.insertText('isi');
    expect(html(heading)).toBe('<h2>Judul</h2><p>isi</p>');
  });

  it('puts a line break on Shift+Enter', () => {
    const editor = editorWith('<p>a</p>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertSoftBreak();
    editor.insertText('b');
    expect(html(editor)).toBe('<p>a<br />b</p>');
  });
});
