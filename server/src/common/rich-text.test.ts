import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

/** `depth` levels of lists, each nested inside the item of the level above (what Tab makes in the editor). */
const nestedLists = (depth: number, tag = 'ul'): string =>
  depth === 0 ? '' : `<${tag}><li>tingkat ${depth}${nestedLists(depth - 1, tag === 'ul' ? 'ol' : 'ul')}</li><li>berikut</li></${tag}>`;

describe('sanitizeRichText and nested lists', () => {
  it.each([
    ['a list inside an item', '<ul><li>satu<ul><li>satu a</li><li>satu b</li></ul></li><li>dua</li></ul>'],
    ['mixed kinds', '<ol><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li></ol>'],
    ['a nested list with marks and a link', '<ul><li><strong>a</strong><ul><li><a href="https://kota.go.id" target="_blank" rel="noopener noreferrer">b</a></li></ul></li></ul>'],
    ['lists nested in a quotation', '<blockquote><ul><li>a<ol><li>b</li></ol></li></ul></blockquote>'],
    ['ten levels', nestedLists(10)],
  ])('keeps %s unchanged', (_what, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('still strips what is not allowed inside nested items', () => {
    expect(sanitizeRichText('<ul><li>a<ul><li onclick="x()" style="color:red">b<script>alert(1)</script><img src=x></li></ul></li></ul>')).toBe(
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
    );
  });
});
