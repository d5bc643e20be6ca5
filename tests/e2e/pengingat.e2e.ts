import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAccount, gqlAt, hasBrowser, launchBrowser, startBuiltServer, visible, type BuiltServer } from './harness.js';

/**
 * Issue 18 in the browser: a partner's session (at 390 px) shows a notification arriving live, with no
 * reload, when the admin answers its proposal in another session; the bell counts it, lists it and leads to
 * the record; and the mail of the still-unread reply lands in the outbox (chat mail delay set to 0) before it is opened.
 */
const MITRA = { username: 'mitra.lonceng', password: 'Mitra#123', idLevel: 3 };
const PESAN = 'Proposal Anda sedang kami telaah, mohon tunggu.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const tokenOf = async (url: string, username: string, password: string): Promise<string> =>
  (await gqlAt(url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username, password } })).login.token;

const outboxMails = (dir: string) => {
  try {
    return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

describe.skipIf(!hasBrowser())('notifications in the browser', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
    await createAccount(server.url, MITRA);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('a reply arrives live in the bell of another session, links to the record, and is mailed while unread', async () => {
    const admin = await tokenOf(server.url, ADMIN.username, ADMIN.password);
    const mitra = await tokenOf(server.url, MITRA.username, MITRA.password);
    await gqlAt(
      server.url,
      'mutation($i: PengaturanPengingatInput!) { ubahPengaturanPengingat(input: $i) { jedaChatMenit } }',
      { i: { offsets: [90, 60, 30, 7, 0], kedaluwarsaOtomatis: true, pengirim: null, jedaChatMenit: 0 } },
      admin,
    );
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($i: PenjajaganInput!, $f: Upload) { createPenjajagan(input: $i, file: $f) { idPenjajagan } }', variables: { i: { judul: 'Kerja sama lonceng', deskripsi: 'Uji notifikasi' }, f: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([PDF], { type: 'application/pdf' }), 'proposal.pdf');
    const made = (await (await fetch(`${server.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${mitra}`, 'apollo-require-preflight': 'true' }, body: form })).json()) as any;
    const idPenjajagan = made.data.createPenjajagan.idPenjajagan as number;

    const browser = await launchBrowser({ width: 390, height: 800 });
    try {
      const { page } = browser;
      // The bell listens once its subscription is sent on the page's websocket: a reply committed before that
      // is not live (the page shows it at its next load), so the admin answers only after.
      const listening = new Promise<void>((resolve) =>
        page.on('websocket', (ws) => ws.on('framesent', (f) => /"subscribe"/.test(String(f.payload)) && /subscription NotifikasiBaru/.test(String(f.payload)) && resolve())),
      );
      await page.goto(`${server.url}/login`);
      await page.locator('input[name="username"]').fill(MITRA.username);
      await page.locator('input[name="password"]').fill(MITRA.password);
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      const bell = page.getByRole('button', { name: /^Notifikasi/ });
      await visible(bell, 20_000);
      expect(await bell.getAttribute('aria-label')).toBe('Notifikasi');

      // The admin answers in its own session: the partner's bell changes with no reload.
      await listening;
      await gqlAt(server.url, 'mutation($id: Int!, $p: String!) { kirimPesan(idPenjajagan: $id, pesan: $p) { id } }', { id: idPenjajagan, p: PESAN }, admin);
      await visible(page.getByRole('button', { name: 'Notifikasi, 1 belum dibaca' }), 15_000);

      // The mail of the reply (still unread when its delayed job ran) is in the outbox.
      const outbox = path.join(server.dataDir, 'outbox');
      const mailsOf = () => outboxMails(outbox).filter((m) => /^Subject: \[Kerja Sama\] Pesan baru dari /m.test(m));
      await expect.poll(() => mailsOf().length, { timeout: 20_000 }).toBe(1);
      expect(mailsOf()[0]).toMatch(/^To: mitra\.lonceng@example\.id/m);

      await page.getByRole('button', { name: 'Notifikasi, 1 belum dibaca' }).click();
      const item = page.getByRole('dialog', { name: 'Notifikasi' }).getByRole('button', { name: /Pesan baru dari/ });
      await visible(item);
      expect(await item.textContent()).toContain(PESAN);
      // Keyboard: the list item opens with Enter.
      await item.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/penjajakan/);
      await visible(page.getByRole('button', { name: 'Notifikasi', exact: true }));
    } finally {
      await browser.close();
    }
  }, 120_000);
});
