/**
 * A workbook (Office Open XML, SpreadsheetML) written as a stream: each sheet's rows are turned into XML
 * batch by batch and deflated into the archive (common/zip-writer.ts), so a sheet of a million rows needs
 * one batch in memory. Cells are numbers, inline strings or, for the columns a sheet names, shared strings
 * (a column's repeating values kept once: the workbook's table of them is in memory); a row may be bold. exceljs's streaming writer
 * does the same in about 300 µs a row (a cell model, styles and events per cell); this takes a few.
 */
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { DeflateCrc, ZipWriter, type DeflatedEntry } from './zip-writer.js';
import { XML_INVALID, xmlSafe } from './xml-text.js';

export type Cell = string | number | null;
/** A row: its cells, or `{ bold }` for a header row. */
export type Row = Cell[] | { bold: Cell[] };

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

// The characters that must be escaped in text.
const ESCAPE: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (s: string) => xmlSafe(s).replace(/[&<>"]/g, (c) => ESCAPE[c]!);

const columns: string[] = [];
const column = (i: number): string => {
  if (columns[i] === undefined) columns[i] = (i >= 26 ? column(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));
  return columns[i]!;
};

/** Characters per piece of XML handed to deflate (~64 KB: pieces die young). */
const PIECE = 65536;
const NEEDS_ESCAPE = new RegExp(`[&<>"]|${XML_INVALID.source}`);

/** A text as the content of a <t> element. */
const textXml = (value: string): string => {
  const text = NEEDS_ESCAPE.test(value) ? escapeXml(value) : value;
  const edge = value.charCodeAt(0) <= 32 || value.charCodeAt(value.length - 1) <= 32;
  return edge ? `<t xml:space="preserve">${text}</t>` : `<t>${text}</t>`;
};

/** Where a shared column's value is in the workbook's shared strings (undefined: written inline). */
export interface StringIndex {
  of(value: string): number | undefined;
}

/** The workbook's strings as `entries` list them, none added (a sheet made elsewhere may only use them). */
export const knownStrings = (entries: readonly [string, number][]): StringIndex => {
  const index = new Map(entries);
  return { of: (value) => index.get(value) };
};

/**
 * The workbook's shared strings: values of the columns that repeat (dates, statuses, names), kept once. Made
 * elsewhere (a worker thread) from the workbook's `entries()`, it continues them: `added()` are the values
 * it gave the next indexes, which the workbook then takes in order (XlsxWriter.continuedStrings).
 */
export class SharedStrings implements StringIndex {
  private readonly index: Map<string, number>;
  private readonly start: number;

  constructor(entries: readonly [string, number][] = []) {
    this.index = new Map(entries);
    this.start = this.index.size;
  }

  of(value: string): number {
    let i = this.index.get(value);
    if (i === undefined) this.index.set(value, (i = this.index.size));
    return i;
  }

  get size(): number {
    return this.index.size;
  }

  /** The values known so far with their indexes (they keep them). */
  entries(): [string, number][] {
    return [...this.index];
  }

  /** The values added since it was made, in the order of their indexes. */
  added(): string[] {
    return [...this.index.keys()].slice(this.start);
  }

  *xml(): Generator<string> {
    yield `${HEAD}<sst xmlns="${MAIN}" uniqueCount="${this.index.size}">`;
    for (const value of this.index.keys()) yield `<si>${textXml(value)}</si>`;
    yield '</sst>';
  }
}

/**
 * A row's XML (one string built by concatenation: ~45 array pieces a row and their join cost more). Empty
 * and null cells are left out; strings of a `shared` column are written as indexes into the shared strings.
 */
const rowXml = (row: Row, n: number, shared: StringIndex, sharedColumns: readonly boolean[]): string => {
  const [cells, style] = Array.isArray(row) ? [row, ''] : [row.bold, ' s="1"'];
  const rn = String(n);
  let xml = `<row r="${rn}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value))) continue;
    if (typeof value === 'number') {
      xml += `<c r="${column(i)}${rn}"${style}><v>${value}</v></c>`;
      continue;
    }
    const s = sharedColumns[i] ? shared.of(value) : undefined;
    if (s !== undefined) xml += `<c r="${column(i)}${rn}"${style} t="s"><v>${s}</v></c>`;
    else xml += `<c r="${column(i)}${rn}"${style} t="inlineStr"><is>${textXml(value)}</is></c>`;
  }
  return `${xml}</row>`;
};

export interface SheetOptions {
  /** The sheet's place among the workbook's sheets, when it is written in another order (by default the order written). */
  order?: number;
  /** Columns (from 0) whose values repeat: kept once in the workbook's shared strings (~half of an inline cell). */
  shared?: readonly number[];
}

/** A worksheet's XML in pieces of ~64 KB, rows numbered from 1. */
async function* sheetXml(batches: AsyncIterable<Row[]> | Iterable<Row[]>, strings: StringIndex, shared: readonly number[]): AsyncGenerator<string> {
  const sharedColumns = Array.from({ length: Math.max(0, ...shared) + 1 }, (_, i) => shared.includes(i));
  let n = 0;
  yield `${HEAD}<worksheet xmlns="${MAIN}"><sheetData>`;
  for await (const batch of batches) {
    let piece = '';
    for (const row of batch) {
      piece += rowXml(row, ++n, strings, sharedColumns);
      // Pieces of ~64 KB die young; one piece per 5,000-row batch grew the heap and doubled the GC time.
      if (piece.length >= PIECE) {
        yield piece;
        piece = '';
      }
    }
    if (piece) yield piece;
  }
  yield '</sheetData></worksheet>';
}

/**
 * A worksheet deflated into `out` (for XlsxWriter.deflatedSheet): its `shared` columns use `strings`, the
 * workbook's shared strings as they were when it began (`knownStrings`: others are written inline) or
 * continued (`SharedStrings`). Answers its CRC and sizes.
 */
export const deflateSheet = async (
  batches: AsyncIterable<Row[]> | Iterable<Row[]>,
  strings: StringIndex,
  shared: readonly number[],
  out: Writable,
  level?: number,
): Promise<Omit<DeflatedEntry, 'data'>> => {
  const deflate = new DeflateCrc({ level });
  async function* bytes() {
    for await (const piece of sheetXml(batches, strings, shared)) yield Buffer.from(piece, 'utf8');
  }
  await pipeline(bytes, deflate, out);
  return { crc: deflate.crc, size: deflate.size, compressedSize: deflate.compressedSize };
};

export class XlsxWriter {
  private readonly zip: ZipWriter;
  /** The sheets written, by their place in the workbook. */
  private readonly sheets: { name: string; order: number; n: number }[] = [];
  private readonly shared = new SharedStrings();

  constructor(sink: (chunk: Buffer) => Promise<void>, level?: number) {
    this.zip = new ZipWriter(sink, level);
  }

  /** Adds a sheet whose rows come in batches, written as they come. */
  async sheet(name: string, batches: AsyncIterable<Row[]> | Iterable<Row[]>, { order = this.sheets.length, shared = [] }: SheetOptions = {}): Promise<void> {
    this.sheets.push({ name, order, n: this.sheets.length + 1 });
    await this.zip.entry(this.path(), sheetXml(batches, this.shared, shared));
  }

  /**
   * Adds a sheet made elsewhere (`deflateSheet`, e.g. in a worker thread) from the shared strings known
   * when it began (`sharedStrings()`).
   */
  async deflatedSheet(name: string, entry: DeflatedEntry, { order = this.sheets.length }: Pick<SheetOptions, 'order'> = {}): Promise<void> {
    this.sheets.push({ name, order, n: this.sheets.length + 1 });
    await this.zip.deflated(this.path(), entry);
  }

  /** Adds values to the shared strings, and answers all of them with their indexes (which never change). */
  sharedStrings(values: Iterable<string> = []): [string, number][] {
    for (const v of values) this.shared.of(v);
    return this.shared.entries();
  }

  /** Takes the values a SharedStrings made from this workbook's `sharedStrings()` added, at the indexes it gave them. */
  continuedStrings(added: readonly string[], from: number): void {
    if (this.shared.size !== from) throw new Error(`shared strings continued from ${from}, the workbook has ${this.shared.size}`);
    for (const [i, v] of added.entries()) if (this.shared.of(v) !== from + i) throw new Error(`shared string ${from + i} is already ${v}`);
  }

  private path(): string {
    return `xl/worksheets/sheet${this.sheets.length}.xml`;
  }

  /** The workbook's other parts and the archive's directory. */
  async finish(): Promise<void> {
    const sheets = [...this.sheets].sort((a, b) => a.order - b.order).map((s) => ({ name: escapeXml(s.name), n: s.n }));
    await this.zip.entry('[Content_Types].xml', [
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`,
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>',
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>',
      ...sheets.map((s) => `<Override PartName="/xl/worksheets/sheet${s.n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`),
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>',
      '</Types>',
    ]);
    await this.zip.entry('_rels/.rels', [`${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`]);
    await this.zip.entry('xl/workbook.xml', [
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>`,
      ...sheets.map((s) => `<sheet name="${s.name}" sheetId="${s.n}" r:id="rId${s.n}"/>`),
      '</sheets></workbook>',
    ]);
    await this.zip.entry('xl/_rels/workbook.xml.rels', [
      `${HEAD}<Relationships xmlns="${PKG_REL}">`,
      ...sheets.map((s) => `<Relationship Id="rId${s.n}" Type="${REL}/worksheet" Target="worksheets/sheet${s.n}.xml"/>`),
      `<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/>`,
      `<Relationship Id="rId${sheets.length + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ]);
    await this.zip.entry('xl/styles.xml', [STYLES]);
    await this.zip.entry('xl/sharedStrings.xml', this.shared.xml());
    await this.zip.finish();
  }
}
