/**
 * A ZIP archive written as a stream by zip-stream (archiver's writer: deflate by node:zlib, sizes and CRC in a
 * data descriptor, ZIP64 when an entry needs it). Entries are fed piece by piece, so an archive of any length
 * needs only the current piece in memory; `sink` receives the archive's bytes in order and may wait
 * (backpressure reaches the pieces' producer).
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ZipStream from 'zip-stream';

type Sink = (chunk: Buffer) => Promise<void>;

/** The archive's bytes depend only on its content: every entry is dated 1980-01-01. */
const DATE = new Date(1980, 0, 1);

export class ZipWriter {
  private readonly zip: ZipStream;
  private readonly drained: Promise<void>;

  constructor(sink: Sink, level = zlib.constants.Z_DEFAULT_COMPRESSION) {
    const zip = new ZipStream({ zlib: { level } });
    this.zip = zip;
    this.drained = (async () => {
      for await (const chunk of zip) await sink(chunk as Buffer);
    })();
    // A failing sink ends the archive; the entry or finish waiting on it rejects with its error.
    this.drained.catch((err: Error) => zip.destroy(err));
  }

  /** Writes one entry from its text or binary pieces, in order. */
  async entry(name: string, pieces: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    const source = Readable.from(bytes(pieces), { objectMode: false });
    await Promise.race([
      new Promise<void>((resolve, reject) => this.zip.entry(source, { name, date: DATE }, (err) => (err ? reject(err) : resolve()))),
      this.drained.then(() => Promise.reject(new Error('ZIP archive ended before its entry'))),
    ]);
  }

  /** The central directory and its end record; resolves when `sink` has all of the archive. */
  async finish(): Promise<void> {
    this.zip.finish();
    await this.drained;
  }
}

async function* bytes(pieces: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): AsyncGenerator<Buffer> {
  for await (const piece of pieces) yield typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
}
