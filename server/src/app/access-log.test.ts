import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { accessLog } from './access-log.js';
import { createLogger } from './logger.js';

const setUp = (skip: (url: string) => boolean = () => false) => {
  const lines: Record<string, any>[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  const middleware = accessLog(log, skip);
  const request = (originalUrl: string, method = 'GET') => {
    const req = { url: originalUrl, originalUrl, method, ip: '10.0.0.7', headers: {} } as unknown as Request;
    const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: false, setHeader: () => res }) as unknown as Response & EventEmitter;
    let nextCalled = false;
    middleware(req, res, () => void (nextCalled = true));
    expect(nextCalled).toBe(true);
    const finish = (status: number) => {
      Object.assign(res, { statusCode: status, writableFinished: true });
      res.emit('finish');
      res.emit('close');
    };
    return { req, res, finish };
  };
  return { lines, request };
};

describe('accessLog', () => {
  it('writes one line per answered request, with method, URL, address, status and time', () => {
    const { lines, request } = setUp();
    request('/graphql', 'POST').finish(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'POST', url: '/graphql', ip: '10.0.0.7' }, res: { status: 200 } });
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines[0]!.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('hides the token of a signed link', () => {
    const { lines, request } = setUp();
    request('/api/laporan/unduh?format=pdf&token=eyJrahasia.abc&x=1').finish(200);
    expect(lines[0]!.req.url).toBe('/api/laporan/unduh?format=pdf&token=[disembunyikan]&x=1');
    expect(JSON.stringify(lines)).not.toContain('eyJrahasia');
  });

  it('hides the signature of a signed file or report link, and every credential parameter however often or however spelt', () => {
    const { lines, request } = setUp();
    request('/files/0b6c8f7e-1d2a-4e5b-9c3d-7f8e9a0b1c2d/naskah.pdf?exp=1766000000&uid=7&ver=0&sig=RahasiaSig_-1').finish(200);
    request('/api/mou/laporan.php?format=pdf&SIG=RahasiaDua&token=t.satu&x=1&token=t.dua').finish(200);
    request('/files/x?%73ig=RahasiaTiga&signature=RahasiaEmpat#frag').finish(403);
    expect(lines.map((l) => l.req.url)).toEqual([
      '/files/0b6c8f7e-1d2a-4e5b-9c3d-7f8e9a0b1c2d/naskah.pdf?exp=1766000000&uid=7&ver=0&sig=[disembunyikan]',
      '/api/mou/laporan.php?format=pdf&SIG=[disembunyikan]&token=[disembunyikan]&x=1&token=[disembunyikan]',
      '/files/x?%73ig=[disembunyikan]&signature=[disembunyikan]#frag',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Rahasia|t\.satu|t\.dua/);
  });

  it('hides the token that is itself a path: a calendar feed and an account verification link', () => {
    const { lines, request } = setUp();
    request('/kalender/lpdPq4OU2tyaId91NjfTo1F94Gwia11avKPhNburzI4.ics').finish(200);
    request('/verifikasi/eyJhbGciOiJIUzI1NiJ9.eyJSahasia.sig').finish(200);
    request('/KALENDER/RahasiaLima.ics?x=1').finish(404);
    request('/kalender/').finish(404);
    expect(lines.map((l) => l.req.url)).toEqual(['/kalender/[disembunyikan].ics', '/verifikasi/[disembunyikan]', '/KALENDER/[disembunyikan].ics?x=1', '/kalender/']);
    expect(JSON.stringify(lines)).not.toMatch(/lpdPq4|eyJ|RahasiaLima/);
  });

  it('logs server errors at error level, and a client that left before its answer as aborted', () => {
    const { lines, request } = setUp();
    request('/graphql', 'POST').finish(500);
    const gone = request('/graphql', 'POST');
    gone.res.emit('close');
    expect(lines.map((l) => [l.level, l.msg, l.aborted])).toEqual([
      [50, 'request failed', undefined],
      [30, 'request completed', true],
    ]);
  });

  it("gives each request its own logger, bound to the line's reqId and redacting secrets", () => {
    const { lines, request } = setUp();
    const { req, finish } = request('/graphql', 'POST');
    req.log.warn({ input: { password: 'Bocor#1' }, token: 'tok.en.x' }, 'inside');
    finish(200);
    expect(lines[0]).toMatchObject({ msg: 'inside', reqId: lines[1]!.reqId, input: { password: '[disembunyikan]' }, token: '[disembunyikan]' });
  });

  it('writes no line for skipped URLs (health checks)', () => {
    const { lines, request } = setUp((url) => url === '/healthz');
    request('/healthz').finish(200);
    expect(lines).toEqual([]);
  });
});
