// The parts of issues 18 (`pengingat`: reminders and the notification bell) and 19 (`laporan`: the yearly
// periodic report) for bench/run.mjs: their seed on top of seed.mjs, and their measurements on one app
// instance, in this order: the bell (a quiet instance), the report, then the daily reminder run (whose
// mails the instance delivers afterwards).
import { dailyRun, measureBell, measureBellSql, renderPengingat } from './pengingat.mjs';
import { renderLaporan, yearlyReport } from './laporan-berkala.mjs';
import { withClient } from './postgres.mjs';
import { seedMonev } from './seed-monev.mjs';
import { seedPengingat } from './seed-pengingat.mjs';

export const PARTS = ['pengingat', 'laporan'];

export const seedPengingatLaporan = async ({ root, dbUrl, size, data, log }) => {
  const pengingat = await seedPengingat(dbUrl, size, { root, firstUser: data.admins[0] }, log);
  const monev = await seedMonev(dbUrl, { admin: data.admins[0] }, log);
  return { pengingat, monev };
};

/** What seedPengingatLaporan answered, read back from a database it seeded (`--database`): its day is the latest stored reminder's. */
export const pengingatLaporanSeeded = (dbUrl) =>
  withClient(dbUrl, async (c) => {
    const { rows: [r] } = await c.query(`select (select to_char(max(dibuat)::date, 'YYYY-MM-DD') from notifikasi where kunci like 'pengingat:%') as today,
      (select count(*)::int from notifikasi) as notifikasi, (select count(*)::int from klasifikasi) as klasifikasi, (select count(*)::int from monev_evaluasi) as evaluasi`);
    return { pengingat: { today: r.today, notifikasi: r.notifikasi }, monev: { klasifikasi: r.klasifikasi, evaluasi: r.evaluasi } };
  });

const nextDay = (iso) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `parts`: which of PARTS; `app`: the instance measured (with stat/peakRss); `token(idUser, level)`;
 * `env(port, name)`: the app's environment. Answers the report's sections ({ lines, checks } each).
 */
export const measurePengingatLaporan = async ({ parts, root, serverMain, dbUrl, seeded, data, app, token, running, startApp, env, dbCpuMs, rounds, duration, warmup, log }) => {
  const sections = [];
  let bell = null;
  let bellSql = null;
  if (parts.includes('pengingat')) {
    const accounts = [...data.admins.map((id) => [id, 1]), ...data.staff.map((id) => [id, 2])];
    bell = await measureBell({ url: app.url, tokens: accounts.map(([id, level]) => token(id, level)), procs: [app], dbCpuMs, rounds, duration, warmup });
    log(`bell: p50 ${bell.p50} ms, p95 ${bell.p95} ms`);
    const sql = (connections) => measureBellSql({ serverMain, dbUrl, userIds: accounts.map(([id]) => id), connections, duration });
    bellSql = { accounts: accounts.length, ...(await sql(20)), alone: await sql(1) };
    log(`bell's query in PostgreSQL: p50 ${bellSql.p50.toFixed(2)} ms, p95 ${bellSql.p95.toFixed(2)} ms`);
  }
  if (parts.includes('laporan')) {
    const tahun = Number(seeded.pengingat.today.slice(0, 4)) - 1;
    const r = await yearlyReport({ url: app.url, adminToken: token(data.admins[0], 1), proc: app, dbUrl, tahun });
    log(`yearly report ${tahun}: ${r.status} in ${r.seconds.toFixed(1)} s, RSS +${r.growth.toFixed(0)} MB`);
    sections.push(renderLaporan(r));
  }
  if (parts.includes('pengingat')) {
    const day = nextDay(seeded.pengingat.today);
    // The run alone (no instance sending mails beside it on these two cores), then one instance delivers its mails.
    for (const proc of running) await proc.stop();
    const daily = { day, ...(await dailyRun({ root, serverMain, env, dbUrl, day, deliverer: () => startApp('mail') })) };
    log(`daily reminder run for ${day}: ${(daily.ms / 1000).toFixed(1)} s, ${daily.notifikasi} notifications, ${daily.surel} mails; mails delivered in ${daily.mailSeconds.toFixed(0)} s`);
    sections.unshift(renderPengingat({ seeded: seeded.pengingat, bell, bellSql, daily }));
  }
  return sections;
};
