import compression from 'compression';
import type { RequestHandler, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** API answers below this are sent as they are (as compression's own threshold). */
const MIN_BYTES = 1024;
/** The fastest levels: a 13 kB search answer packs in ~0.02 ms to 1.8 kB (the defaults: 0.07 ms, 1.7 kB). */
export const API_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
export const API_GZIP = { level: 1 };

const isApi = (path: string): boolean => path === '/graphql' || path.endsWith('.php');
const isJson = (contentType: unknown): boolean => /^application\/(graphql-response\+)?json\b/i.test(String(contentType ?? ''));

/** Packs the JSON body `res` ends with (express's send ends with one end(body) call); anything else passes. */
const packOnEnd = (res: Response, encoding: 'br' | 'gzip'): void => {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const [chunk, bodyEncoding] = args;
    if (res.headersSent || res.getHeader('content-encoding') || !isJson(res.getHeader('content-type'))) return end(...args);
    const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof bodyEncoding === 'string' ? (bodyEncoding as BufferEncoding) : 'utf8') : chunk;
    if (!Buffer.isBuffer(body) || body.length < MIN_BYTES) return end(...args);
    const packed = encoding === 'br' ? brotliCompressSync(body, API_BROTLI) : gzipSync(body, API_GZIP);
    // again: an answer from the shared GET cache brings the Vary header of the first client's answer
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', packed.length);
    const callback = args.find((a) => typeof a === 'function');
    return callback ? end(packed, callback) : end(packed);
  }) as Response['end'];
};

/**
 * Text answers compressed for clients that accept it (every browser). The client's JS, CSS and HTML by
 * `compression` at its defaults, smallest (the public entry is ~3× smaller over the wire, which mobile
 * visitors feel most); images and documents are left alone. API answers (GraphQL, the legacy *.php JSON) are
 * packed at once when they end, on the request's own turn, at the fastest levels: `compression` streams
 * through zlib's thread pool, and at 20 clients on two cores each answer then waited for a pool thread and
 * a later turn (the search's p95 +8–18 ms, its p99 +20–30 ms, with no less CPU).
 */
export const compressAnswers = (): RequestHandler => {
  const pages = compression();
  return (req, res, next) => {
    if (!req.headers['accept-encoding']) return next();
    if (!isApi(req.path)) return pages(req, res, next);
    res.vary('Accept-Encoding');
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    if (encoding) packOnEnd(res, encoding);
    next();
  };
};
