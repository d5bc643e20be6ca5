import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { contentDisposition } from '../common/content-disposition.js';
import type { LinkViewer } from '../common/signed-link.js';
import type { FilesService } from './files.service.js';
import { isPublicKind } from './files.service.js';
import { isImageWidth } from '../rules/images.js';
import { loadVariant, pickFormat, RESIZABLE_MIME, VARIANT_EXT } from './variants.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INLINE = new Set(['image/png', 'image/jpeg', 'application/pdf']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** If-None-Match may list several tags, weak or strong. */
const matches = (header: string | undefined, etag: string): boolean =>
  !!header && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

/**
 * GET /files/:id/:name — public kinds for anyone, others with a valid signed link whose viewer is still
 * current (`viewerIsCurrent`: the account active, its token version unchanged).
 * `?w=<width>` on a public PNG/JPEG image serves a resized copy (widths of rules/images.ts), WebP when
 * the Accept header allows it, computed once and kept in stored_file_variant.
 */
export const filesRouter = (orm: MikroORM, files: FilesService, viewerIsCurrent: (viewer: LinkViewer) => Promise<boolean>): Router => {
  const router = Router();
  router.get('/:id{/:name}', async (req, res, next) => {
    try {
      const id = req.params.id;
      if (!UUID.test(id)) return void res.status(404).json({ success: false, message: 'File tidak ditemukan' });
      const rows = await orm.em
        .getConnection()
        .execute<{ owner_kind: string; original_name: string; mime: string; size: number; sha256: string }[]>(
          'select owner_kind, original_name, mime, size, sha256 from stored_file where id = ?',
          [id],
        );
      const meta = rows[0];
      if (!meta) return void res.status(404).json({ success: false, message: 'File tidak ditemukan' });
      const isPublic = isPublicKind(meta.owner_kind);
      if (!isPublic) {
        const viewer = files.verifyLink(id, req.query);
        if (!viewer || !(await viewerIsCurrent(viewer))) {
          return void res.status(403).json({ success: false, message: 'Tautan file tidak valid atau sudah kedaluwarsa' });
        }
      }
      if (req.query.w !== undefined && isPublic && RESIZABLE_MIME.has(meta.mime)) {
        const width = Number(req.query.w);
        if (!isImageWidth(width)) {
          return void res.status(400).json({ success: false, message: 'Lebar gambar tidak didukung' });
        }
        const format = pickFormat(meta.mime, req.headers.accept);
        const etag = `"${meta.sha256}-w${width}-${format}"`;
        const name = `${meta.original_name.replace(/\.[^.]*$/, '')}-${width}.${VARIANT_EXT[format]}`;
        res.set({ ETag: etag, 'Cache-Control': IMMUTABLE, Vary: 'Accept', 'Content-Security-Policy': FILE_CSP });
        if (matches(req.headers['if-none-match'], etag)) return void res.status(304).end();
        const variant = await loadVariant(orm, id, width, format);
        if (variant) {
          res.set({ 'Content-Type': variant.mime, 'Content-Disposition': contentDisposition(name, true), 'Content-Length': String(variant.content.length) });
          return void res.end(variant.content);
        }
        // Not decodable: fall through to the original, under its own tag.
        res.removeHeader('Vary');
      }
      const etag = `"${meta.sha256}"`;
      res.set({
        'Content-Type': meta.mime,
        'Content-Disposition': contentDisposition(meta.original_name, INLINE.has(meta.mime)),
        ETag: etag,
        'Cache-Control': isPublic ? IMMUTABLE : 'private, max-age=1800',
        'Content-Security-Policy': FILE_CSP,
      });
      if (matches(req.headers['if-none-match'], etag)) return void res.status(304).end();
      const [row] = await orm.em
        .getConnection()
        .execute<{ content: Buffer }[]>('select content from stored_file where id = ?', [id]);
      res.setHeader('Content-Length', row!.content.length);
      res.end(row!.content);
    } catch (err) {
      next(err);
    }
  });
  return router;
};
