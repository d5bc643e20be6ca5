import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

/**
 * The HTTP face of the public response cache (public-cache.ts): a GET whose answer said
 * `Cache-Control: public, max-age=N` is kept, whole, for the same URL and Accept header, and the next such
 * GET is answered from memory without running GraphQL at all — what a shared HTTP cache in front would do,
 * inside the instance. Keys carry the public data version, so a committed write of public content (on
 * any instance, through PostgreSQL) retires every kept answer at once; an answer computed while the
 * version changed was keyed with the old version and is never served under the new one. Only answers
 * that their own headers mark public are kept, so what depends on who asks (no-store) never is.
 */
export interface SharedGetCacheOptions {
  /** The current public data version (PublicDataVersion.current). */
  version: () => number;
  /** Bytes of kept bodies at most (least recently used first out). */
  maxBytes: number;
  /** Whether a hit may be served to this request (e.g. GraphQL's CSRF prevention for GET). */
  servable?: (req: Request) => boolean;
  /** Told of each lookup, hit or miss (metrics). */
  onLookup?: (hit: boolean) => void;
}

interface Kept {
  body: Buffer;
  headers: Record<string, string>;
  /** When the answer was produced (ms), counting an age it already had. */
  bornAt: number;
  maxAgeMs: number;
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'] as const;

const publicMaxAge = (cacheControl: string | undefined): number => {
  if (!cacheControl || !/(^|[\s,])public([\s,]|$)/i.test(cacheControl) || /no-store|private/i.test(cacheControl)) return 0;
  const m = /max-age=(\d+)/i.exec(cacheControl);
  return m ? Number(m[1]) : 0;
};

export const sharedGetCache = ({ version, maxBytes, servable = () => true, onLookup }: SharedGetCacheOptions): RequestHandler => {
  const kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (k) => k.body.length + 256 });

  const keep = (key: string, res: Response, body: Buffer): void => {
    const maxAge = publicMaxAge(res.getHeader('cache-control')?.toString());
    if (res.statusCode !== 200 || maxAge <= 0 || body.length > maxBytes / 8) return;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const age = Number(res.getHeader('age') ?? 0) || 0;
    kept.set(key, { body, headers, bornAt: Date.now() - age * 1000, maxAgeMs: maxAge * 1000 });
  };

  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const key = `${version()}\n${req.headers.accept ?? ''}\n${req.originalUrl}`;
    const hit = kept.get(key);
    if (hit && servable(req)) {
      const ageMs = Date.now() - hit.bornAt;
      if (ageMs < hit.maxAgeMs) {
        res.status(200).set(hit.headers).set('Age', String(Math.floor(ageMs / 1000))).set('Content-Length', String(hit.body.length));
        onLookup?.(true);
        return void res.end(hit.body);
      }
      kept.delete(key);
    }
    onLookup?.(false);
    // Keep what the rest of the chain answers (express's send ends with one end(body) call).
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const [chunk, encoding] = args;
      if (typeof chunk === 'string') keep(key, res, Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (Buffer.isBuffer(chunk)) keep(key, res, chunk);
      return end(...args);
    }) as Response['end'];
    next();
  };
};

const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Apollo's CSRF prevention for GET (`csrfPrevention`): a request a page of another site could make
 * without a preflight is not answered, from the cache either.
 */
export const passesCsrfPrevention = (req: Request): boolean => {
  const contentType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (contentType && !SIMPLE_CONTENT_TYPES.includes(contentType)) return true;
  return Boolean(req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']);
};
