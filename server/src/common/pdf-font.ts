/**
 * The font of the PDFs drawn with pdfkit: DejaVu Sans (package dejavu-fonts-ttf), embedded, so Indonesian
 * and accented Latin text and typographic signs print as typed. pdfkit's built-in Helvetica only knows
 * WinAnsi and printed the rest as garbage ("🚀" as "Ø=Þ€") that ran into the next column.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The faces' names to pass to `doc.font()` once `useUnicodeFont(doc)` has registered them. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' } as const;

/** What a character prints as when no face has a glyph for it (an emoji): a white square. */
export const MISSING_GLYPH = '\u25A1';

interface GlyphLookup {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
// fontkit is the font engine pdfkit itself embeds the fonts with; it has no type declarations.
const fontkit = require('fontkit') as { create(buffer: Buffer): GlyphLookup };

let files: Record<keyof typeof FONT, Buffer> | undefined;
const fontFiles = () =>
  (files ??= Object.fromEntries(
    Object.entries(FONT).map(([face, name]) => [face, readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`))]),
  ) as Record<keyof typeof FONT, Buffer>);

let faces: GlyphLookup[] | undefined;
const covered = new Map<number, boolean>();
const hasGlyph = (codePoint: number): boolean => {
  let yes = covered.get(codePoint);
  if (yes === undefined) {
    faces ??= Object.values(fontFiles()).map((file) => fontkit.create(file));
    yes = faces.every((face) => face.hasGlyphForCodePoint(codePoint));
    covered.set(codePoint, yes);
  }
  return yes;
};

/** Registers the three faces in `doc` and makes the regular one current. */
export const useUnicodeFont = (doc: PDFKit.PDFDocument): void => {
  const file = fontFiles();
  for (const face of Object.keys(FONT) as (keyof typeof FONT)[]) doc.registerFont(FONT[face], file[face]);
  doc.font(FONT.regular);
};

const graphemes = new Intl.Segmenter('id', { granularity: 'grapheme' });
const PLAIN = /^[\x20-\x7e]*$/;
const WHITESPACE = /\s/;

/**
 * `text` with every character the font has no glyph for replaced by MISSING_GLYPH, one for each whole
 * character as a reader sees it (a family emoji of several code points is one square).
 */
export const printable = (text: string): string => {
  if (PLAIN.test(text)) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const prints = [...segment].every((ch) => WHITESPACE.test(ch) || hasGlyph(ch.codePointAt(0)!));
    out += prints ? segment : MISSING_GLYPH;
  }
  return out;
};
