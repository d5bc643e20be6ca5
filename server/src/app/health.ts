/**
 * Probes for orchestrators and load balancers (`/healthz` stays as before: the database answers).
 * - `/livez`: the process answers; no dependency is asked, so a slow database never gets it restarted.
 * - `/readyz`: this instance should get traffic: the database answers within HEALTH_TIMEOUT_MS, the events
 *   connection is listening (without it, live lists and cache renewals go unheard here) and the instance
 *   is not stopping. 503 with the failing checks otherwise.
 */
import { Router } from 'express';

/** How long a probe waits for the database before calling it unavailable. */
export const HEALTH_TIMEOUT_MS = 2000;

export interface HealthSources {
  /** Resolves when the database answers a trivial query. */
  pingDatabase: () => Promise<unknown>;
  /** Whether the events connection (LISTEN) is up; absent where events do not cross instances. */
  eventsListening?: () => boolean;
  /** True once the graceful stop has begun. */
  stopping: () => boolean;
}

type Check = 'ok' | 'unavailable' | 'stopping';

export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    timer.unref();
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export const healthRoutes = ({ pingDatabase, eventsListening, stopping }: HealthSources): Router => {
  const router = Router();
  router.get('/livez', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const checks: Record<string, Check> = {
      database: await withTimeout(pingDatabase(), HEALTH_TIMEOUT_MS).then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      ),
      events: !eventsListening || eventsListening() ? 'ok' : 'unavailable',
      server: stopping() ? 'stopping' : 'ok',
    };
    const ready = Object.values(checks).every((c) => c === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', ...checks });
  });
  return router;
};
