import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from './services.js';

/**
 * Every feature's job handlers and schedules, registered once per process (the server and `npm run worker`).
 * A feature adds one line here: its service's `register(jobs, fork)` defines its queues, workers and cron;
 * `fork` gives each job its own EntityManager.
 */
export const startJobs = async (services: Services, fork: () => EntityManager): Promise<void> => {
  await services.surel.register(services.jobs, fork);
  await services.pengingat.register(services.jobs, fork);
  await services.monevPengingat.register(services.jobs, fork);
  await services.chatNotifikasi.register(services.jobs, fork);
  await services.laporanBerkala.register(services.jobs, fork);
  await services.indexer.register(services.jobs, fork);
  await services.cariKata.register(services.jobs, fork);
};
