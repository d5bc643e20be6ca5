import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tokens } from './tokens.js';

const claims = { id_user: 4, nama: 'Budi', id_level: 2, ver: 3 };

describe('Tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a session token, again and again', () => {
    const tokens = new Tokens('rahasia-yang-cukup-panjang-untuk-uji', '1h');
    const token = tokens.signSession(claims);
    expect(tokens.verifySession(token)).toEqual(claims);
    expect(tokens.verifySession(token)).toEqual(claims);
  });

  it('refuses a token once it has expired, though it was verified before', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    const tokens = new Tokens('rahasia-yang-cukup-panjang-untuk-uji', '60');
    const token = tokens.signSession(claims);
    expect(tokens.verifySession(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-25T08:00:59Z'));
    expect(tokens.verifySession(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-25T08:01:00Z'));
    expect(tokens.verifySession(token)).toBeNull();
    expect(tokens.verifySession(token)).toBeNull();
  });

  it('refuses a token with a changed payload or another signature after the real one was verified', () => {
    const tokens = new Tokens('rahasia-yang-cukup-panjang-untuk-uji', '1h');
    const token = tokens.signSession(claims);
    expect(tokens.verifySession(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), id_level: 99 })).toString('base64url');
    expect(tokens.verifySession(`${header}.${raised}.${signature}`)).toBeNull();
    expect(tokens.verifySession(new Tokens('kunci-lain-yang-juga-cukup-panjang', '1h').signSession(claims))).toBeNull();
  });
});
