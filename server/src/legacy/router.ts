import type { ApolloServer } from '@apollo/server';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import multer from 'multer';
import { contentDisposition } from '../common/content-disposition.js';
import type { Context } from '../common/context.js';
import { InputError, MESSAGES } from '../common/errors.js';
import { sizeMessage } from '../files/upload.js';
import type { LegacyDownload, LegacyRequest, LegacyResult } from './route.js';
import { legacyRoutes } from './routes/index.js';
import type { Params } from './wire.js';

interface Options {
  apollo: ApolloServer<Context>;
  schema: GraphQLSchema;
  /** `as` replaces the request's own credentials: a token from the query string (downloads). */
  makeContext(req: Request, as?: { authorization?: string }): Promise<Context>;
  maxUploadBytes: number;
}

type Reply = {
  status: number;
  body: { success: boolean; message: string; data?: unknown; total?: number } & Record<string, unknown>;
  file?: LegacyDownload;
  /** Apollo's Cache-Control for the operation: public `front/*` answers may be kept by HTTP caches. */
  cacheControl?: string;
};

const fail = (status: number, message: string): Reply => ({ status, body: { success: false, message } });

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429 };

const flattenParams = (req: Request): Params => {
  const out: Params = {};
  for (const source of [req.query, req.body ?? {}] as Record<string, unknown>[]) {
    for (const [k, v] of Object.entries(source)) {
      const value = Array.isArray(v) ? v[0] : v;
      if (typeof value === 'string') out[k] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') out[k] = String(value);
    }
  }
  return out;
};

const sendFile = (res: Response, file: LegacyDownload): void => {
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.filename, file.contentType === 'application/pdf'),
    'Content-Length': String(file.body.length),
    'Cache-Control': 'private, no-store',
  });
  res.status(200).end(file.body);
};

/**
 * The legacy `*.php` endpoints (SPEC §7): form-data or query in, `{success, message, data, total}` out.
 * Each path runs its GraphQL operation in-process, against the same schema, rules and context.
 */
export const legacyRouter = ({ apollo, makeContext, maxUploadBytes }: Options): Router => {
  const router = Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    // + 1: a file that reaches the cap counts as too big, one of exactly the limit is not (server.ts)
    limits: { fileSize: maxUploadBytes + 1, files: 1, fields: 60, fieldSize: 1024 * 1024, parts: 62 },
  });

  // `/api` and `/api/` have no path at all; a name like `constructor` is no route either (own keys only).
  const routeOf = (req: Request) => {
    const path = ((req.params.path as unknown as string[] | undefined) ?? []).join('/');
    return Object.hasOwn(legacyRoutes, path) ? legacyRoutes[path] : undefined;
  };

  const run = async (req: Request): Promise<Reply> => {
    const route = routeOf(req);
    if (!route) return fail(404, 'Alamat tidak ditemukan');
    if (req.method !== route.method && !(route.method === 'GET' && req.method === 'POST')) {
      return fail(405, `Gunakan metode ${route.method}`);
    }
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const legacyReq: LegacyRequest = {
      params: flattenParams(req),
      file: files[0] && { filename: utf8Name(files[0].originalname), mimetype: files[0].mimetype, buffer: files[0].buffer },
    };
    // Downloads open in a new window: no header there, so a `token` parameter stands in (the app's own
    // windows use the signed links of /laporan, modules/laporan/laporan.route.ts).
    let as: { authorization?: string } | undefined;
    if (route.download && !req.headers.authorization && legacyReq.params.token) as = { authorization: `Bearer ${legacyReq.params.token}` };
    let ctx: Context;
    try {
      ctx = { ...(await makeContext(req, as)), legacy: true };
    } catch (err) {
      return fail(401, (err as Error).message);
    }
    let variables: Record<string, unknown>;
    try {
      variables = route.variables(legacyReq);
    } catch (err) {
      // a parameter the wire cannot carry to the operation (text as a number): answered as the rules answer
      if (!(err instanceof InputError)) throw err;
      if (!ctx.actor) return fail(401, MESSAGES.unauthenticated); // the sign-in is asked before any field
      const reply = fail(200, err.message);
      reply.body.errors = err.fields;
      return reply;
    }
    const response = await apollo.executeOperation({ query: route.query, variables }, { contextValue: ctx });
    if (response.body.kind !== 'single') return fail(500, MESSAGES.internal);
    const { data, errors } = response.body.singleResult;
    if (errors?.length) {
      const code = String(errors[0]!.extensions?.code ?? '');
      const status = STATUS_OF_CODE[code] ?? (code === 'INTERNAL_SERVER_ERROR' ? 500 : 200);
      const reply = fail(status, errors[0]!.message);
      if (errors[0]!.extensions?.fields) reply.body.errors = errors[0]!.extensions.fields;
      return reply;
    }
    const file = route.download ? await route.download(data as Record<string, unknown>, legacyReq) : null;
    if (file) return { status: 200, body: { success: true, message: 'Success' }, file };
    const result: LegacyResult = route.result(data as Record<string, unknown>, legacyReq);
    return {
      status: 200,
      cacheControl: response.http.headers.get('cache-control') ?? undefined,
      body: {
        success: true,
        message: result.message ?? 'Success',
        ...(result.extra ?? {}),
        ...(result.data !== undefined ? { data: result.data } : {}),
        ...(result.total !== undefined ? { total: result.total } : {}),
      },
    };
  };

  router.all(
    '/{*path}',
    express.urlencoded({ extended: false, limit: '1mb', parameterLimit: 100 }),
    express.json({ limit: '1mb' }),
    // A body the multipart parser cannot read (a malformed part header, a cut-off form) is the client's
    // mistake: 400, not 500. Multer's own limit errors keep their messages (below).
    (req: Request, res: Response, next: NextFunction) =>
      upload.any()(req, res, (err?: unknown) => {
        const rule = routeOf(req)?.upload;
        if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE' && rule) {
          // answered as the operation answers a file past its rule's limit (a field error: 200, SPEC §8)
          const message = sizeMessage(rule.maxBytes);
          return void res.status(200).json({ success: false, message, errors: { [rule.field]: message } });
        }
        if (err && !(err instanceof multer.MulterError) && typeof (err as { status?: unknown }).status !== 'number') {
          (err as { status?: number }).status = 400;
        }
        next(err);
      }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const reply = await run(req);
        if (reply.file) return void sendFile(res, reply.file);
        if (reply.cacheControl) res.set('Cache-Control', reply.cacheControl);
        res.status(reply.status).json(reply.body);
      } catch (err) {
        next(err);
      }
    },
  );

  router.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FIELD_VALUE') return void res.status(413).json({ success: false, message: 'Ukuran permintaan terlalu besar' });
      const message =
        err.code === 'LIMIT_FILE_SIZE'
          ? `Ukuran file lebih dari ${Math.round(maxUploadBytes / 1024 / 1024)}MB`
          : err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE'
            ? 'Hanya satu file yang dapat diunggah'
            : MESSAGES.badRequest;
      return void res.status(400).json({ success: false, message });
    }
    const status = (err as { status?: number })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return void res.status(status).json({ success: false, message: status === 413 ? 'Ukuran permintaan terlalu besar' : MESSAGES.badRequest });
    }
    req.log?.error({ err }, 'legacy adapter error');
    res.status(500).json({ success: false, message: MESSAGES.internal });
  });
  return router;
};

/**
 * A file name as browsers send it (UTF-8 bytes): multer reads it as latin1 ("CafÃ©"). Read again as UTF-8
 * when its bytes are UTF-8; a name that is not (a client that did send latin1) stays as it came.
 */
const utf8Name = (name: string): string => {
  const bytes = Buffer.from(name, 'latin1');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return name;
  }
};
