/**
 * The version of the document reader (extract.ts and parse.ts). Raise it when the reading of a format improves:
 * the indexer's sweep then reads every document read by an older version again, a few at a time in the
 * background, and the search keeps the older text until the new one is written. 1: OCR per scanned page of a
 * mixed PDF, DOCX headers, footnotes and breaks, XLSX dates as Indonesian readers write them (27 Nov 2026).
 */
export const PEMBACA_VERSI = 1;
