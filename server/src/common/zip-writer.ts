/**
 * A ZIP archive written as a stream by zip-stream (archiver's writer: sizes and CRC in a data descriptor,
 * ZIP64 when an entry needs it). Entries are fed piece by piece, so an archive of any length needs only the
 * current piece in memory; `sink` receives the archive's bytes in order and may wait (backpressure reaches
 * the pieces' producer). Deflate and CRC are node:zlib's (zip-stream's CRC is JavaScript: ~0.6 s of the
 * main thread for a 400 MB workbook). An entry may also come already deflated (`deflated()`, e.g. from a
 * worker thread), with its CRC and size: its bytes are copied as they are.
 */
import { Readable, Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import ZipStream from 'zip-stream';

type Sink = (chunk: Buffer) => Promise<void>;

/** The archive's bytes depend only on its content: every entry is dated 1980-01-01. */
const DATE = new Date(1980, 0, 1);

/** An entry's content already deflated (raw deflate), with what the archive records of it. */
export interface DeflatedEntry {
  data: AsyncIterable<Buffer> | Iterable<Buffer>;
  crc: number;
  /** Bytes before deflating. */
  size: number;
  /** Bytes of `data`: an entry whose data is not that long fails the archive. */
  compressedSize: number;
}

/** Raw deflate of the bytes written, with their CRC-32 and sizes. */
export class DeflateCrc extends zlib.DeflateRaw {
  crc = 0;
  size = 0;
  compressedSize = 0;

  override _transform(chunk: Buffer, encoding: BufferEncoding, callback: TransformCallback): void {
    this.crc = zlib.crc32(chunk, this.crc);
    this.size += chunk.length;
    super._transform(chunk, encoding, callback);
  }

  override push(chunk: Buffer | null, encoding?: BufferEncoding): boolean {
    if (chunk) this.compressedSize += chunk.length;
    return super.push(chunk, encoding);
  }
}

/** The deflated bytes of a DeflatedEntry, passed through and counted. */
class Deflated extends Transform {
  compressedSize = 0;

  constructor(readonly entry: Omit<DeflatedEntry, 'data'>) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.compressedSize += chunk.length;
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const { compressedSize } = this.entry;
    callback(this.compressedSize === compressedSize ? null : new Error(`deflated entry has ${this.compressedSize} bytes, not ${compressedSize}`));
  }
}

interface ArchiveEntry {
  getName(): string;
  setCrc(crc: number): void;
  setSize(size: number): void;
  setCompressedSize(size: number): void;
}

/**
 * zip-stream with its deflate step (compress-commons' `_smartStream`: the stream an entry's content is
 * piped into, whose end records the entry) replaced by node:zlib's, or by a pass-through for an entry
 * given deflated.
 */
class Archive extends ZipStream {
  readonly deflated = new Map<string, Omit<DeflatedEntry, 'data'>>();

  constructor(private readonly level: number) {
    super({ zlib: { level } });
  }

  _smartStream(ae: ArchiveEntry, callback: (err: Error | null, ae: ArchiveEntry) => void): Transform {
    const given = this.deflated.get(ae.getName());
    this.deflated.delete(ae.getName());
    const step = given ? new Deflated(given) : new DeflateCrc({ level: this.level });
    // A broken entry breaks the archive: what follows it could not be read.
    step.once('error', (err: Error) => {
      callback(err, ae);
      this.destroy(err);
    });
    step.once('end', () => {
      const [crc, size] = step instanceof Deflated ? [step.entry.crc, step.entry.size] : [step.crc, step.size];
      ae.setCrc(crc >>> 0);
      ae.setSize(size);
      ae.setCompressedSize(step.compressedSize);
      (this as unknown as { _afterAppend(ae: ArchiveEntry): void })._afterAppend(ae);
      callback(null, ae);
    });
    step.pipe(this as unknown as NodeJS.WritableStream, { end: false });
    return step;
  }
}

export class ZipWriter {
  private readonly zip: Archive;
  private readonly drained: Promise<void>;

  constructor(sink: Sink, level = zlib.constants.Z_DEFAULT_COMPRESSION) {
    const zip = new Archive(level);
    this.zip = zip;
    this.drained = (async () => {
      for await (const chunk of zip) await sink(chunk as Buffer);
    })();
    // A failing sink ends the archive; the entry or finish waiting on it rejects with its error.
    this.drained.catch((err: Error) => zip.destroy(err));
  }

  /** Writes one entry from its text or binary pieces, in order. */
  async entry(name: string, pieces: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    await this.add(name, Readable.from(bytes(pieces), { objectMode: false }));
  }

  /** Writes one entry whose content comes deflated (raw deflate, as `DeflateCrc` makes it). */
  async deflated(name: string, { data, ...entry }: DeflatedEntry): Promise<void> {
    this.zip.deflated.set(name, entry);
    await this.add(name, Readable.from(data, { objectMode: false }));
  }

  /** The central directory and its end record; resolves when `sink` has all of the archive. */
  async finish(): Promise<void> {
    this.zip.finish();
    await this.drained;
  }

  private async add(name: string, source: Readable): Promise<void> {
    await Promise.race([
      new Promise<void>((resolve, reject) => this.zip.entry(source, { name, date: DATE }, (err) => (err ? reject(err) : resolve()))),
      this.drained.then(() => Promise.reject(new Error('ZIP archive ended before its entry'))),
    ]);
  }
}

async function* bytes(pieces: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): AsyncGenerator<Buffer> {
  for await (const piece of pieces) yield typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
}
