import { describe, expect, it } from 'vitest';
import { createEditor, Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { deserializeHtml } from './deserialize';
import { withRichText } from './plugin';
import { serializeHtml } from './serialize';

const roundTrip = (html: string) => serializeHtml(deserializeHtml(html));

/** The same HTML after going through a real editor (its normalization included). */
const throughEditor = (html: string) => {
  const editor = withRichText(withHistory(withReact(createEditor())));
  editor.children = deserializeHtml(html);
  Editor.normalize(editor, { force: true });
  return serializeHtml(editor.children);
};

const link = (href: string, text: string) => `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

/** Stored (server-sanitized) HTML in every shape the allow-list permits. */
const CANONICAL = [
  '<h2>Judul Kegiatan</h2><p>Teks <strong>tebal</strong>, <em>miring</em>, <u>garis bawah</u> dan <s>coret</s>.</p>',
  '<p>Baris satu<br />baris dua</p>',
  '<ul><li>satu</li><li>dua<ul><li>dua a</li><li>dua b</li></ul></li><li>tiga</li></ul><ol><li>pertama</li><li>kedua</li></ol>',
  '<ol><li>a<ol><li>b<ul><li>c</li></ul></li></ol></li></ol>',
  '<blockquote><p>kutipan</p><p>paragraf kedua</p></blockquote>',
  '<blockquote><ul><li>dalam kutipan</li></ul><blockquote><p>bersarang</p></blockquote></blockquote>',
  `<p>${link('https://example.id/a?b=1&amp;c=2', 'tautan <strong>tebal</strong>')} dan ${link('mailto:humas@kota.go.id', 'surel')}</p>`,
  `<p><strong>${link('http://kota.go.id', 'tebal di luar')}</strong></p>`,
  '<p><strong>a <em>b</em></strong> c <em>d <u>e</u></em></p>',
  '<h3>Sub judul</h3><h4>Kecil</h4><p>&amp; &lt;tag&gt; "kutip" \'apostrof\' é — “x”</p>',
  '<p>a</p><p><br /></p><p>b</p>',
  '<p>a\u00a0 b</p>',
  '<ul><li><strong>Tebal</strong> dan <em>miring</em></li><li></li></ul>',
];

describe('rich text HTML ↔ Slate', () => {
  it.each(CANONICAL)('round-trips %s', (html) => {
    expect(roundTrip(html)).toBe(html);
    expect(throughEditor(html)).toBe(html);
  });

  it('maps the other allowed spellings to the canonical ones', () => {
    expect(roundTrip('<p><b>x</b> <i>y</i> <strike>z</strike></p>')).toBe('<p><strong>x</strong> <em>y</em> <s>z</s></p>');
    expect(roundTrip('<h1>Besar</h1><h5>kecil</h5><h6>lebih kecil</h6>')).toBe('<h2>Besar</h2><h4>kecil</h4><h4>lebih kecil</h4>');
    expect(roundTrip('<p><a href="https://a.id" title="t" target="_self">x</a></p>')).toBe(`<p>${link('https://a.id', 'x')}</p>`);
    expect(roundTrip('<p>a<br>b</p>')).toBe('<p>a<br />b</p>');
    expect(roundTrip('<p>\n  satu\n  dua  </p>')).toBe('<p>satu dua</p>');
    expect(roundTrip('tanpa blok')).toBe('<p>tanpa blok</p>');
    expect(roundTrip('<blockquote>teks langsung</blockquote>')).toBe('<blockquote><p>teks langsung</p></blockquote>');
  });

  it('is stable: a second pass changes nothing', () => {
    const messy = '<div><h1>T</h1>teks <span style="color:red">merah</span><ul><li><p>a</p><p>b</p></li></ul></div>';
    const once = roundTrip(messy);
    expect(once).toBe('<h2>T</h2><p>teks merah</p><ul><li>a<br />b</li></ul>');
    expect(roundTrip(once)).toBe(once);
  });

  it('gives an empty string for an empty document', () => {
    expect(serializeHtml(deserializeHtml(''))).toBe('');
    expect(serializeHtml(deserializeHtml('<p><br></p><p></p>'))).toBe('');
  });
});

describe('agreement with the server sanitizer', () => {
  it('produces HTML the server stores unchanged', async () => {
    const { sanitizeRichText } = await import('../../../../server/src/common/rich-text');
    for (const html of CANONICAL) expect(sanitizeRichText(roundTrip(html))).toBe(roundTrip(html));
  });
});
