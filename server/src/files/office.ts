/**
 * Office documents recognised by their structure, not their name: an Office Open XML file (DOCX, XLSX,
 * PPTX) is a ZIP whose central directory lists `[Content_Types].xml` and the main part of its kind; a
 * Word 97–2003 (DOC) or Excel 97–2003 (XLS) file is an OLE compound file holding that program's stream.
 */
import JSZip from 'jszip';

/** The main part of each Office Open XML kind (ECMA-376 part 1). Part names are case-insensitive (OPC). */
const OOXML_MAIN_PART = {
  docx: 'word/document.xml',
  xlsx: 'xl/workbook.xml',
  pptx: 'ppt/presentation.xml',
} as const;
export type OoxmlKind = keyof typeof OOXML_MAIN_PART;
export const isOoxmlKind = (ext: string | undefined): ext is OoxmlKind => ext !== undefined && Object.hasOwn(OOXML_MAIN_PART, ext);

/** The names in a ZIP's central directory (lower case), or null when it is not a ZIP JSZip can read. Nothing is decompressed. */
const zipEntryNames = async (content: Buffer): Promise<Set<string> | null> => {
  try {
    const zip = await JSZip.loadAsync(content, { checkCRC32: false });
    return new Set(Object.keys(zip.files).map((name) => name.replace(/^\//, '').toLowerCase()));
  } catch {
    return null;
  }
};

/** Whether a ZIP really is an Office Open XML document of `kind`: it lists `[Content_Types].xml` and the kind's main part. */
export const isOoxmlPackage = async (content: Buffer, kind: OoxmlKind): Promise<boolean> => {
  const names = await zipEntryNames(content);
  return names !== null && names.has('[content_types].xml') && names.has(OOXML_MAIN_PART[kind]);
};

const OLE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** Sector numbers from here up are markers (free, end of chain, FAT, DIFAT), never a sector. */
const MAX_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY_BYTES = 128;
const HEADER_DIFAT_ENTRIES = 109;

/**
 * The names of the storages and streams in an OLE compound file (MS-CFB), read from its directory by
 * following the FAT; null when the file does not hold together (wrong magic, sectors outside the file, a loop).
 */
export const oleEntryNames = (buf: Buffer): Set<string> | null => {
  if (buf.length < 512 || !buf.subarray(0, 8).equals(OLE_MAGIC)) return null;
  const shift = buf.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const size = 1 << shift;
  const perSector = size / 4;
  const sectorCount = Math.floor(buf.length / size);
  // The header takes the first sector's room, so sector n starts at (n + 1) × size.
  const start = (n: number) => (n + 1) * size;
  const inFile = (n: number) => n < MAX_SECTOR && start(n) + size <= buf.length;

  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) {
    const s = buf.readUInt32LE(0x4c + i * 4);
    if (s < MAX_SECTOR) fatSectors.push(s);
  }
  for (let d = buf.readUInt32LE(0x44), hops = 0; d < MAX_SECTOR; hops++) {
    if (!inFile(d) || hops > sectorCount) return null;
    for (let i = 0; i < perSector - 1; i++) {
      const s = buf.readUInt32LE(start(d) + i * 4);
      if (s < MAX_SECTOR) fatSectors.push(s);
    }
    d = buf.readUInt32LE(start(d) + (perSector - 1) * 4);
  }
  const next = (n: number): number | null => {
    const fat = fatSectors[Math.floor(n / perSector)];
    return fat !== undefined && inFile(fat) ? buf.readUInt32LE(start(fat) + (n % perSector) * 4) : null;
  };

  const names = new Set<string>();
  for (let dir: number | null = buf.readUInt32LE(0x30), hops = 0; dir !== END_OF_CHAIN; dir = next(dir), hops++) {
    if (dir === null || !inFile(dir) || hops > sectorCount) return null;
    for (let e = start(dir); e < start(dir) + size; e += DIRECTORY_ENTRY_BYTES) {
      const type = buf[e + 0x42];
      const nameBytes = buf.readUInt16LE(e + 0x40);
      // 1 storage, 2 stream; the name is UTF-16LE with its terminating NUL counted.
      if ((type === 1 || type === 2) && nameBytes >= 4 && nameBytes <= 64) names.add(buf.toString('utf16le', e, e + nameBytes - 2));
    }
  }
  return names;
};

/** The stream that makes a compound file a document of each kind: Word's, or Excel's (BIFF8 `Workbook`, BIFF5 `Book`). */
const OLE_KINDS: readonly (readonly ['doc' | 'xls', readonly string[]])[] = [
  ['doc', ['worddocument']],
  ['xls', ['workbook', 'book']],
];

/** `doc` or `xls` by the streams of an OLE compound file; null for anything else (an installer, a PowerPoint file…). */
export const oleKind = (content: Buffer): 'doc' | 'xls' | null => {
  const names = oleEntryNames(content);
  if (!names) return null;
  const lower = new Set([...names].map((n) => n.toLowerCase()));
  return OLE_KINDS.find(([, streams]) => streams.some((s) => lower.has(s)))?.[0] ?? null;
};
