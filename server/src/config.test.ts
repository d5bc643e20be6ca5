import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readEnvironment, tileOrigin } from './config.js';

describe('configuration', () => {
  it('counts empty values as unset (docker compose passes unset variables as empty)', () => {
    const e = readEnvironment({ ADMIN_PASSWORD: '', DATABASE_URL: '', PORT: ' ', JWT_SECRET: '', SEED_DEMO: '', SMTP_URL: '' });
    expect(e.ADMIN_PASSWORD).toBeUndefined();
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.PORT).toBe(4000);
    expect(e.JWT_SECRET).toBeUndefined();
  });

  it('refuses bad values in one line naming each variable and its fix', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        readEnvironment(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal({ DATABASE_URL: 'mysql://u@h/db' })).toMatch(/^DATABASE_URL is invalid \(must start with postgres:\/\/.*\): set it like postgres:\/\//);
    expect(refusal({ DATABASE_URL: 'postgres://u@h:5432' })).toMatch(/names no database/);
    const two = refusal({ PORT: 'empat ribu', JWT_SECRET: 'pendek' });
    expect(two).not.toContain('\n');
    expect(two).toMatch(/PORT is invalid.*; JWT_SECRET is invalid.*openssl rand/);
    expect(refusal({ BACKUP_INTERVAL: 'tiap hari' })).toMatch(/BACKUP_INTERVAL is invalid/);
  });

  it('takes the map tile server as a template and allows its origin (with {s} as a wildcard host label)', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://127.0.0.1:8080/t/{z}/{x}/{y}.png?s={s}')).toBe('http://127.0.0.1:8080');
    expect(tileOrigin('https://tiles{s}.example.org/{z}/{x}/{y}')).toBeNull();
    expect(tileOrigin('ftp://example.org/{z}/{x}/{y}')).toBeNull();
    expect(readEnvironment({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() => readEnvironment({ MAP_TILE_URL: 'https://example.org/tiles.png' })).toThrow(/MAP_TILE_URL is invalid \(must contain \{z\}, \{x\} and \{y\}\)/);
  });

  it('generates secrets into DATA_DIR only when JWT_SECRET is not given', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kerjasama-config-'));
    try {
      const given = loadConfig({ DATA_DIR: path.join(dir, 'a'), JWT_SECRET: 'x'.repeat(40) });
      expect(given.jwt.secret).toBe('x'.repeat(40));
      expect(existsSync(path.join(dir, 'a', 'secrets.json'))).toBe(false);
      expect(() => readEnvironment({})).not.toThrow();
      const generated = loadConfig({ DATA_DIR: path.join(dir, 'b') });
      expect(generated.jwt.secret.length).toBeGreaterThan(40);
      expect(loadConfig({ DATA_DIR: path.join(dir, 'b') }).jwt.secret).toBe(generated.jwt.secret);
      expect(given.backup).toMatchObject({ interval: undefined, keep: 7 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
