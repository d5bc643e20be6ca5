// One daily reminder run (issue 18) for the day BENCH_TODAY, in a server instance of its own whose clock is
// set to that day (jobs/clock.ts SettableClock): the reminder job's handler body, services.pengingat.run, as
// the job queue calls it. Started with JOBS=off, so this instance takes no job: the mails the run queues are
// delivered by the bench's app instance. Prints one JSON line: { ms, berakhir, notifikasi, surel }.
import 'reflect-metadata';
import { pathToFileURL } from 'node:url';

const dist = (file) => import(pathToFileURL(`${process.env.SERVER_DIST}/${file}`).href);
const { loadConfig } = await dist('config.js');
const { openDatabase } = await dist('boot/database.js');
const { createLogger } = await dist('app/logger.js');
const { startServer } = await dist('app/server.js');
const { SettableClock } = await dist('jobs/clock.js');

const config = loadConfig();
const log = createLogger('warn');
const db = await openDatabase(config, log);
const server = await startServer(config, db, log, { clock: new SettableClock(process.env.BENCH_TODAY) });
const t = performance.now();
const result = await server.services.pengingat.run(db.orm.em.fork());
const ms = performance.now() - t;
process.stdout.write(`${JSON.stringify({ ms, ...result })}\n`);
await server.close();
await db.close();
process.exit(0);
