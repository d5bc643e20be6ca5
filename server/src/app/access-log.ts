import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestIdOf } from './request-id.js';

declare module 'http' {
  interface IncomingMessage {
    /** The request's own logger: the app logger bound to the request's reqId. */
    log: Logger;
    /** The request's id (X-Request-Id: accepted when sane, else generated), returned on its answer. */
    id: string;
  }
}

/** Query parameters that open something by themselves: a session token, or the signature of a signed link. */
const CREDENTIALS = new Set(['token', 'sig', 'signature', 'access_token']);

const paramName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** Paths whose last segment is itself the credential: a calendar feed's token, an account's verification link. */
const CREDENTIAL_PATHS = /^(\/(?:kalender|verifikasi)\/)[^/?#]+?(\.ics)?(?=[?#]|$)/i;

/**
 * The URL as logged: the token of a path that is one hidden, and the value of every credential parameter,
 * each time it appears, however its name is spelt.
 */
const withoutCredentials = (url: string): string =>
  url
    .replace(CREDENTIAL_PATHS, (_, head: string, ics = '') => `${head}[disembunyikan]${ics}`)
    .replace(/([?&])([^=&#]*)=([^&#]*)/g, (pair, sep: string, name: string) => (CREDENTIALS.has(paramName(name)) ? `${sep}${name}=[disembunyikan]` : pair));

/**
 * One JSON line per request, when its answer is sent or the client goes away, and `req.log` for what the
 * request logs meanwhile, both with the request's id (`X-Request-Id`, also set on the answer). The line names only the method, the URL (tokens and link signatures hidden), the address, the status
 * and the time taken, so it skips the app logger's redaction, and no logger is bound to the whole request.
 * (pino-http did both for every request: a seventh of the server's CPU time on a signed-in GraphQL call.)
 */
export const accessLog = (log: Logger, skip: (url: string) => boolean): RequestHandler => {
  const lines = log.child({}, { redact: { paths: [] } });
  return (req, res, next) => {
    const reqId = requestIdOf(req);
    req.id = reqId;
    res.setHeader('X-Request-Id', reqId);
    const start = Date.now();
    req.log = log.child({ reqId });
    if (!skip(req.url)) {
      const done = () => {
        res.off('finish', done);
        res.off('close', done);
        const line = {
          reqId,
          req: { method: req.method, url: withoutCredentials(req.originalUrl), ip: req.ip },
          res: { status: res.statusCode },
          responseTime: Date.now() - start,
          ...(res.writableFinished ? {} : { aborted: true }),
        };
        if (res.statusCode >= 500) lines.error(line, 'request failed');
        else lines.info(line, 'request completed');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  };
};
