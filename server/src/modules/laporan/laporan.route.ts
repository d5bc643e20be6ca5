/**
 * GET /laporan/:jenis (kesepakatan, perjanjian, penjajakan): the report document, PDF or `format=xlsx`.
 * Opened in a new window from a short-lived signed link (LaporanService.link, no header there), or with an
 * Authorization header by an integrator. It runs the screens' own GraphQL query (`mouLaporan`…) in-process,
 * so one set of rules decides who may export which rows. The legacy `mou|pks|penjajagan/laporan.php` paths
 * run the same query and renderer through the legacy adapter.
 */
import type { ApolloServer } from '@apollo/server';
import { Router, type Request, type Response } from 'express';
import { contentDisposition } from '../../common/content-disposition.js';
import type { Context } from '../../common/context.js';
import { MESSAGES } from '../../common/errors.js';
import type { LinkViewer } from '../../common/signed-link.js';
import { renderLaporan } from './laporan.render.js';
import { LAPORAN_JENIS, type LaporanJenis, type LaporanService } from './laporan.service.js';

interface Options {
  apollo: ApolloServer<Context>;
  laporan: LaporanService;
  makeContext(req: Request, as?: { viewer?: LinkViewer }): Promise<Context>;
}

const FIELD: Record<LaporanJenis, string> = { kesepakatan: 'mouLaporan', perjanjian: 'pksLaporan', penjajakan: 'penjajaganLaporan' };
const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429, BAD_USER_INPUT: 400, INTERNAL_SERVER_ERROR: 500 };

const isJenis = (s: string): s is LaporanJenis => (LAPORAN_JENIS as readonly string[]).includes(s);
const param = (req: Request, name: string): string | undefined => {
  const v = req.query[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
};
const fail = (res: Response, status: number, message: string) => void res.status(status).set('Cache-Control', 'private, no-store').json({ success: false, message });

export const laporanRouter = ({ apollo, laporan, makeContext }: Options): Router => {
  const router = Router();
  router.get('/:jenis', async (req, res, next) => {
    try {
      const jenis = req.params.jenis;
      if (!isJenis(jenis)) return fail(res, 404, 'Laporan tidak ditemukan');
      let as: { viewer: LinkViewer } | undefined;
      if (!req.headers.authorization) {
        const params = Object.fromEntries(Object.keys(req.query).map((k) => [k, param(req, k)]));
        const viewer = laporan.verify(jenis, params);
        if (!viewer) return fail(res, 401, 'Tautan laporan tidak valid atau sudah kedaluwarsa');
        as = { viewer };
      }
      let ctx: Context;
      try {
        ctx = await makeContext(req, as);
      } catch (err) {
        return fail(res, 401, (err as Error).message);
      }
      const status = param(req, 'status');
      const filter = { tanggalDari: param(req, 'tanggal_dari'), tanggalSampai: param(req, 'tanggal_sampai'), judul: param(req, 'judul'), status: status && /^\d{1,9}$/.test(status) ? Number(status) : undefined };
      const response = await apollo.executeOperation(
        { query: `query Laporan($filter: LaporanFilter) { laporan: ${FIELD[jenis]}(filter: $filter) { judul keterangan kolom baris total dipotong namaFile } }`, variables: { filter } },
        { contextValue: ctx },
      );
      if (response.body.kind !== 'single') return fail(res, 500, MESSAGES.internal);
      const { data, errors } = response.body.singleResult;
      if (errors?.length) return fail(res, STATUS_OF_CODE[String(errors[0]!.extensions?.code)] ?? 400, errors[0]!.message);
      const file = await renderLaporan((data as { laporan: Parameters<typeof renderLaporan>[0] }).laporan, param(req, 'format') === 'xlsx' ? 'xlsx' : 'pdf');
      res.set({
        'Content-Type': file.contentType,
        'Content-Disposition': contentDisposition(file.filename, file.contentType === 'application/pdf'),
        'Cache-Control': 'private, no-store',
      });
      res.status(200).end(file.body);
    } catch (err) {
      next(err);
    }
  });
  return router;
};
