// zip-stream 4 (archiver's streaming ZIP writer) ships no types: the part common/zip-writer.ts uses.
declare module 'zip-stream' {
  import type { Readable } from 'node:stream';

  interface ZipStreamOptions {
    zlib?: { level?: number };
    forceZip64?: boolean;
  }

  interface EntryData {
    name: string;
    date?: Date;
  }

  class ZipStream extends Readable {
    constructor(options?: ZipStreamOptions);
    entry(source: Readable | Buffer | string, data: EntryData, callback: (err: Error | null) => void): this;
    finish(): void;
  }

  export default ZipStream;
}
