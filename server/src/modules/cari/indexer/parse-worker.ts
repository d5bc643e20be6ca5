/** Worker-thread entry of parse-in-worker.ts: parses each document it is sent and answers its text or the error's name. */
import { parentPort } from 'node:worker_threads';
import { parseDocument, type ParsedFormat } from './parse.js';

parentPort!.on('message', async ({ id, format, content }: { id: number; format: ParsedFormat; content: Uint8Array }) => {
  try {
    parentPort!.postMessage({ id, ok: true, parsed: await parseDocument(format, content) });
  } catch (err) {
    parentPort!.postMessage({ id, ok: false, name: (err as { name?: string }).name ?? 'Error' });
  }
});
