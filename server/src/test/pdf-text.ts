/** What a PDF prints, read back with poppler's pdftotext: its text laid out as on the page, and each word's box. */
import { execFileSync } from 'node:child_process';

/** The PDF's text laid out as on the page (pdftotext -layout). */
export const layoutText = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

const XML_ENTITY: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const unescapeXml = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (e) => XML_ENTITY[e]!);
export type Word = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };
const WORD = /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;

/** Every word's box on its page (pdftotext -bbox). */
export const pdfWords = (pdf: Buffer): Word[] => {
  const words: Word[] = [];
  let page = 0;
  for (const m of execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf }).toString().matchAll(WORD)) {
    if (m[0] === '<page ') page += 1;
    else words.push({ page, text: unescapeXml(m[5]!), xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) });
  }
  return words;
};

/** Pairs of words printed over each other (boxes sharing more than half a point each way), as "p<page> a / b". */
export const overlapping = (words: Word[]): string[] =>
  words.flatMap((a, i) =>
    words
      .slice(i + 1)
      .filter((b) => a.page === b.page && Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 0.5 && Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.5)
      .map((b) => `p${a.page} ${a.text} / ${b.text}`),
  );
