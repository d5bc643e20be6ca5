import type { Services } from './services.js';

/**
 * Every feature's job handlers and schedules, registered once per process (the server and `npm run worker`).
 * A feature adds one line here: its service's `register(jobs)` defines its queues, workers and cron.
 */
export const startJobs = async (services: Services): Promise<void> => {
  void services;
};
