import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DB } from '../test/global-setup.js';
import { intervalMs, runScheduledBackup } from './backup-schedule.js';

const HOUR = 3_600_000;

describe('scheduled backups (BACKUP_INTERVAL, BACKUP_KEEP)', () => {
  const serverUrl = inject('pgServerUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'kerjasama-backups-'));
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads intervals like 24h, 6h, 30m', () => {
    expect(intervalMs('24h')).toBe(24 * HOUR);
    expect(intervalMs('30m')).toBe(HOUR / 2);
    expect(intervalMs('2d')).toBe(48 * HOUR);
    expect(() => intervalMs('sehari')).toThrow(/BACKUP_INTERVAL/);
  });

  it('writes one archive per interval, skips when a recent one exists, keeps the newest BACKUP_KEEP, never one made by hand', async () => {
    writeFileSync(path.join(dir, 'kerjasama-manual.ksbak'), 'by hand');
    const at = (ms: number) => () => new Date(Date.UTC(2026, 10, 25) + ms);
    const written: string[] = [];
    for (const t of [0, 1, 2]) {
      const file = await runScheduledBackup({ url, dir, keep: 2, everyMs: HOUR, log, now: at(t * HOUR) });
      expect(file).toMatch(/kerjasama-auto-.*\.ksbak$/);
      // The archive's age as the schedule sees it: written at that moment.
      const stamp = (Date.UTC(2026, 10, 25) + t * HOUR) / 1000;
      utimesSync(file!, stamp, stamp);
      written.push(path.basename(file!));
      // A replica whose timer fires a moment later finds it and does nothing.
      expect(await runScheduledBackup({ url, dir, keep: 2, everyMs: HOUR, log, now: at(t * HOUR + 60_000) })).toBeUndefined();
    }
    expect(readdirSync(dir).sort()).toEqual(['kerjasama-manual.ksbak', ...written.slice(1)].sort());
  });
});
