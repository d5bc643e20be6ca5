/**
 * Runs parse.ts in a worker thread: a hostile or huge file (a PDF bomb, an endless object loop) costs a
 * thread with a bounded heap and a deadline, never the server's event loop. One thread per process reads
 * one document at a time (the job worker runs one index job at a time anyway); it is replaced after a
 * failure or a timeout and ends after a minute idle.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Parsed, ParsedFormat } from './parse.js';

export interface ParseLimits {
  timeoutMs: number;
  heapMb: number;
}
export const PARSE_LIMITS: ParseLimits = { timeoutMs: 120_000, heapMb: 512 };
const IDLE_MS = 60_000;

/** A parse that failed; `name` is the library's error name (PasswordException), or Timeout / OutOfMemory / Error. */
export class ParseFailed extends Error {
  constructor(name: string, cause?: unknown) {
    super(`parse failed: ${name}`, { cause });
    this.name = name;
  }
}

type Answer = { id: number; ok: true; parsed: Parsed } | { id: number; ok: false; name: string };

const ext = extname(fileURLToPath(import.meta.url));
const entry = new URL(`./parse-worker${ext}`, import.meta.url);
// Run from source (vitest, tsx), the thread loads the TypeScript entry through tsx; the built server runs .js.
const fromSource = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`;

export class ParseThread {
  private worker: Worker | null = null;
  private idle: NodeJS.Timeout | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private nextId = 0;

  constructor(private readonly limits: ParseLimits = PARSE_LIMITS) {}

  /** The text of one document, parsed in the thread; one at a time, in order. */
  parse(format: ParsedFormat, content: Uint8Array): Promise<Parsed> {
    const run = this.turn.then(() => this.run(format, content));
    this.turn = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const options = { resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb } };
    const worker = ext === '.ts' ? new Worker(fromSource, { ...options, eval: true }) : new Worker(entry, options);
    worker.once('exit', () => this.worker === worker && (this.worker = null));
    // A parse's own error is handled by run(); an idle thread's error only ends it (an unheard one would end the server).
    worker.on('error', () => undefined);
    this.worker = worker;
    return worker;
  }

  private run(format: ParsedFormat, content: Uint8Array): Promise<Parsed> {
    clearTimeout(this.idle);
    const worker = this.thread();
    worker.ref();
    const id = ++this.nextId;
    return new Promise<Parsed>((resolve, reject) => {
      const finish = (keepThread: boolean) => {
        clearTimeout(deadline);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (keepThread && this.worker === worker) {
          worker.unref();
          this.idle = setTimeout(() => void this.close(), IDLE_MS).unref();
          return;
        }
        // A thread that failed or overran is not trusted with the next document.
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      };
      const fail = (name: string, cause?: unknown) => (finish(false), reject(new ParseFailed(name, cause)));
      const onMessage = (a: Answer) => {
        if (a.id !== id) return;
        finish(true);
        if (a.ok) resolve(a.parsed);
        else reject(new ParseFailed(a.name));
      };
      const onError = (err: Error & { code?: string }) => fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'OutOfMemory' : 'Error', err);
      const onExit = () => fail('Error');
      const deadline = setTimeout(() => fail('Timeout'), this.limits.timeoutMs);
      worker.on('message', onMessage).once('error', onError).once('exit', onExit);
      worker.postMessage({ id, format, content });
    });
  }
}
