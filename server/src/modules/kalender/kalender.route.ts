import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { KalenderService } from './kalender.service.js';

/** GET /kalender/<token>.ics: the private feed; an unknown or revoked token is 404 (nothing else is said). */
export const kalenderRouter = (orm: MikroORM, kalender: KalenderService): Router => {
  const router = Router();
  router.get('/:file', async (req, res, next) => {
    try {
      const token = /^(.+)\.ics$/.exec(req.params.file)?.[1] ?? '';
      const body = await kalender.feed(orm.em.fork(), token);
      if (body === null) {
        res.status(404).json({ success: false, message: 'Kalender tidak ditemukan' });
        return;
      }
      res.set({ 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' }).send(body);
    } catch (err) {
      next(err);
    }
  });
  return router;
};
