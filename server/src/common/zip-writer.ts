/**
 * A ZIP archive written as a stream (PKWARE APPNOTE 6.3: deflated entries, sizes and CRC in a data
 * descriptor after each entry, no ZIP64: each entry and the archive stay under 4 GiB). Entries are fed
 * piece by piece, so an archive of any length needs only the current piece in memory; `sink` receives the
 * archive's bytes in order and may wait (backpressure).
 */
import { once } from 'node:events';
import zlib from 'node:zlib';

type Sink = (chunk: Buffer) => Promise<void>;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** Bit 3: sizes in the data descriptor; bit 11: UTF-8 names. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** 1980-01-01 00:00 in MS-DOS date/time: the archive's bytes depend only on its content. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

export class ZipWriter {
  private offset = 0;
  private readonly entries: Written[] = [];

  constructor(
    private readonly sink: Sink,
    private readonly level = zlib.constants.Z_DEFAULT_COMPRESSION,
  ) {}

  private async put(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    await this.sink(chunk);
  }

  /** Writes one entry from its text or binary pieces, in order. */
  async entry(name: string, pieces: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset: this.offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt16LE(entry.name.length, 26);
    await this.put(Buffer.concat([header, entry.name]));

    const deflate = zlib.createDeflateRaw({ level: this.level });
    const pump = (async () => {
      for await (const out of deflate) {
        entry.compressed += (out as Buffer).length;
        await this.put(out as Buffer);
      }
    })();
    pump.catch((err: Error) => deflate.destroy(err));
    for await (const piece of pieces) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      entry.crc = zlib.crc32(bytes, entry.crc);
      entry.size += bytes.length;
      if (!deflate.write(bytes)) await once(deflate, 'drain');
    }
    deflate.end();
    await pump;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.put(descriptor);
    this.entries.push(entry);
  }

  /** The central directory and its end record. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(VERSION, 4);
      h.writeUInt16LE(VERSION, 6);
      h.writeUInt16LE(FLAGS, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(DOS_TIME, 12);
      h.writeUInt16LE(DOS_DATE, 14);
      h.writeUInt32LE(e.crc >>> 0, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
  }
}
