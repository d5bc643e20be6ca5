import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a proxy or client may choose: short, and only characters that are safe in logs and headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The id of a request: its `X-Request-Id` when that is sane (≤ 128 characters of letters, digits and
 * `. _ : -`), so a proxy's id follows the request through our logs; otherwise a random UUID (never a
 * per-process counter, which repeats across replicas and restarts).
 */
export const requestIdOf = (req: Pick<IncomingMessage, 'headers'>): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
};
