import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAccount, hasBrowser, launchBrowser, settled, startBuiltServer, visible, type BuiltServer, gqlAt } from './harness.js';

/**
 * Penjajakan in two browsers: a partner (level 3) proposes with a PDF and sees only its own proposals;
 * the admin opens the chat and they talk, each seeing the other's message within a second, no reload.
 * With E2E_SCREENSHOTS=<dir> it also saves the list, the chat and the dialogs at 1280 and 390 px.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MITRA = { username: 'mitra.air', password: 'Mitra#123', idLevel: 3 };
const LAIN = { username: 'mitra.lain', password: 'Mitra#456', idLevel: 3 };
const JUDUL = 'Kerja sama penyediaan air bersih';
const JUDUL_LAIN = 'Proposal mitra lain yang rahasia';
const SHOTS = process.env.E2E_SCREENSHOTS;

const gql = gqlAt;
const tokenOf = async (url: string, username: string, password: string): Promise<string> =>
  (await gql(url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: { username, password } })).login.token;

/** createPenjajagan as a multipart request, as the browser would send it. */
const proposeViaGraphQL = async (url: string, token: string, judul: string) => {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation($i: PenjajaganInput!, $f: Upload) { createPenjajagan(input: $i, file: $f) { idPenjajagan } }',
      variables: { i: { judul, deskripsi: 'Dibuat lewat GraphQL' }, f: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([PDF], { type: 'application/pdf' }), 'lain.pdf');
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await res.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
};

const signIn = async (page: Page, url: string, username: string, password: string) => {
  await page.goto(`${url}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
};

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const w = page.viewportSize()?.width ?? 0;
  await settled(page, name);
  await page.screenshot({ path: path.join(SHOTS, `penjajakan-${name}-${w}.png`) });
};

const chatLog = (page: Page) => page.getByRole('dialog').getByRole('log', { name: 'Pesan' });

/** Sends a message with Enter and waits until the sender's own bubble shows it (on the right). */
const send = async (page: Page, text: string) => {
  const box = page.getByRole('dialog').getByRole('textbox', { name: 'Pesan' });
  await box.fill(text);
  await box.press('Enter');
  await visible(chatLog(page).locator('[data-posisi="right"]', { hasText: text }));
};

describe.skipIf(!hasBrowser())('Penjajakan in the browser', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
    await createAccount(server.url, MITRA);
    await createAccount(server.url, LAIN);
    await proposeViaGraphQL(server.url, await tokenOf(server.url, LAIN.username, LAIN.password), JUDUL_LAIN);
    const admin = await tokenOf(server.url, ADMIN.username, ADMIN.password);
    await gql(server.url, 'mutation($i: SkpdInput!) { createSkpd(input: $i) { idSkpd } }', {
      i: { skpd: 'Dinas Pekerjaan Umum Uji', kode: 610, status: 1 },
    }, admin);
    await gql(server.url, 'mutation($i: ProfilInput!) { updateProfil(input: $i) { contohDokumenUrl } }', {
      i: { contohDokumenUrl: 'https://drive.example.id/contoh-dokumen' },
    }, admin);
  });
  afterAll(() => server?.stop());

  it('a partner proposes with a PDF and sees only its own; partner and admin chat live', async () => {
    const partner = await launchBrowser();
    const admin = await launchBrowser();
    try {
      // --- the partner lands on Penjajakan and proposes
      const p = partner.page;
      await signIn(p, server.url, MITRA.username, MITRA.password);
      await p.waitForURL('**/admin/penjajakan');
      await visible(p.getByRole('heading', { name: 'Penjajakan' }));
      expect(await p.getByRole('button', { name: 'Ekspor Data' }).count()).toBe(0);
      expect(await p.getByRole('link', { name: 'Contoh Dokumen' }).getAttribute('href')).toBe('https://drive.example.id/contoh-dokumen');

      await p.getByRole('button', { name: 'Tambah Penjajakan' }).click();
      const form = p.getByRole('dialog', { name: 'Tambah Penjajakan' });
      await form.getByRole('button', { name: 'Tambah', exact: true }).click();
      await visible(form.getByText('Judul tidak boleh kosong'));
      await visible(form.getByText('File tidak boleh kosong'));
      expect(await form.getByText('Mitra', { exact: true }).count()).toBe(0);
      await form.getByLabel('Judul').fill(JUDUL);
      await form.getByLabel('Deskripsi').fill('Penyediaan air bersih untuk kawasan permukiman baru.\nTahap pertama 2026.');
      await form.locator('input[type="file"]').setInputFiles({ name: 'proposal-air.pdf', mimeType: 'application/pdf', buffer: PDF });
      await visible(form.getByText('proposal-air.pdf'));
      await shot(p, 'form-partner');
      await form.getByRole('button', { name: 'Tambah', exact: true }).click();
      await form.waitFor({ state: 'detached' });

      const table = p.getByRole('table', { name: 'Daftar Penjajakan' });
      await visible(table.getByRole('cell', { name: JUDUL }));
      await visible(table.getByText('Baru'));
      expect(await table.getByText(JUDUL_LAIN).count()).toBe(0);
      expect(await table.getByRole('row').count()).toBe(2); // header + own proposal

      // --- the admin sees both, and the list stays live
      const a = admin.page;
      await signIn(a, server.url, ADMIN.username, ADMIN.password);
      await a.waitForURL('**/admin/beranda');
      await a.goto(`${server.url}/admin/penjajakan`);
      const adminTable = a.getByRole('table', { name: 'Daftar Penjajakan' });
      await visible(adminTable.getByRole('cell', { name: JUDUL }));
      await visible(adminTable.getByRole('cell', { name: JUDUL_LAIN }));
      await shot(a, 'list-admin');

      // --- both open the chat
      await a.getByRole('button', { name: `Chat ${JUDUL}` }).click();
      await visible(a.getByRole('dialog').getByRole('region', { name: 'Percakapan' }));
      await visible(a.getByRole('dialog').getByText('Belum ada pesan'));
      await p.getByRole('button', { name: `Chat ${JUDUL}` }).click();
      await visible(p.getByRole('dialog').getByRole('region', { name: 'Percakapan' }));

      // --- they talk; each sees the other's message within a second, without reloading
      await send(a, 'Selamat siang, proposal sudah kami terima.');
      await chatLog(p).locator('[data-posisi="left"]', { hasText: 'proposal sudah kami terima' }).waitFor({ timeout: 1000 });
      await send(p, 'Terima kasih, kami tunggu jadwal rapatnya.\nSalam.');
      await chatLog(a).locator('[data-posisi="left"]', { hasText: 'kami tunggu jadwal rapatnya' }).waitFor({ timeout: 1000 });

      // names and order: newest at the bottom, own on the right
      const adminBubbles = chatLog(a).locator('[data-posisi]');
      expect(await adminBubbles.count()).toBe(2);
      expect(await adminBubbles.nth(0).getAttribute('data-posisi')).toBe('right');
      expect(await adminBubbles.nth(1).getAttribute('data-posisi')).toBe('left');
      await visible(adminBubbles.nth(1).getByText(`Pengguna ${MITRA.username}`));

      // the composer's rules
      const box = a.getByRole('dialog').getByRole('textbox', { name: 'Pesan' });
      await box.press('Enter');
      await visible(a.getByRole('dialog').getByText('Pesan tidak boleh kosong'));
      await box.fill('x'.repeat(201));
      await visible(a.getByRole('dialog').getByText('Maksimal 200 karakter'));
      await visible(a.getByRole('dialog').getByText('201/200'));
      await box.fill('');
      await shot(a, 'chat-admin');
      await shot(p, 'chat-partner');
      await a.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();

      // --- the partner's list follows the admin's changes live (status via Ubah)
      await adminTable.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
      await a.getByRole('menuitem', { name: 'Ubah' }).click();
      const edit = a.getByRole('dialog', { name: 'Ubah Penjajakan' });
      await edit.getByLabel('Status').selectOption('1');
      await shot(a, 'form-admin');
      await edit.getByRole('button', { name: 'Ubah', exact: true }).click();
      await edit.waitFor({ state: 'detached' });
      await p.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
      await visible(table.getByText('Proses'));

      // --- SKPD: the admin links an agency (the dialog closes, SPEC §4), sees it, and removes it after confirming
      await adminTable.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
      await a.getByRole('menuitem', { name: 'SKPD' }).click();
      let skpd = a.getByRole('dialog', { name: /^SKPD / });
      await skpd.getByRole('combobox').fill('Pekerjaan');
      await a.getByRole('option', { name: 'Dinas Pekerjaan Umum Uji' }).click();
      await skpd.getByRole('button', { name: 'Tambah', exact: true }).click();
      await skpd.waitFor({ state: 'detached' });
      await adminTable.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
      await a.getByRole('menuitem', { name: 'SKPD' }).click();
      skpd = a.getByRole('dialog', { name: /^SKPD / });
      await visible(skpd.getByText('Dinas Pekerjaan Umum Uji'));
      await shot(a, 'skpd');
      await skpd.getByRole('button', { name: 'Hapus Dinas Pekerjaan Umum Uji' }).click();
      const konfirmasi = a.getByRole('alertdialog', { name: 'Konfirmasi Hapus SKPD' });
      await visible(konfirmasi.getByText('Yakin ingin menghapus SKPD "Dinas Pekerjaan Umum Uji" ?'));
      await konfirmasi.getByRole('button', { name: 'Hapus' }).click();
      await visible(skpd.getByText('Tidak Ada Data'));
      await skpd.getByRole('button', { name: 'Tutup' }).first().click();
      await skpd.waitFor({ state: 'detached' });

      // --- Dokumen: the partner adds a second document to its own proposal (progress bar, then the list reloads)
      await table.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
      await p.getByRole('menuitem', { name: 'Dokumen' }).click();
      const dokumen = p.getByRole('dialog', { name: /^Dokumen / });
      await visible(dokumen.getByText('proposal-air.pdf'));
      await dokumen.getByRole('button', { name: 'Tambah Dokumen' }).click();
      const unggah = p.getByRole('dialog', { name: 'Tambah Dokumen' });
      await unggah.locator('input[type="file"]').setInputFiles({ name: 'lampiran.pdf', mimeType: 'application/pdf', buffer: PDF });
      await unggah.getByRole('button', { name: 'Unggah' }).click();
      await unggah.waitFor({ state: 'detached' });
      await table.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
      await p.getByRole('menuitem', { name: 'Dokumen' }).click();
      await visible(p.getByRole('dialog', { name: /^Dokumen / }).getByText('lampiran.pdf'));
      await p.getByRole('dialog', { name: /^Dokumen / }).getByRole('button', { name: 'Tutup' }).first().click();

      if (SHOTS) {
        for (const [name, action] of [
          ['detail', 'Detail'],
          ['dokumen', 'Dokumen'],
        ] as const) {
          await adminTable.getByRole('button', { name: `Aksi ${JUDUL}` }).click();
          await a.getByRole('menuitem', { name: action }).click();
          await visible(a.getByRole('dialog'));
          await shot(a, name);
          await a.getByRole('dialog').getByRole('button', { name: 'Tutup' }).first().click();
          await a.getByRole('dialog').waitFor({ state: 'detached' });
        }
      }

      // --- Ekspor: the date range is required; then the signed report opens in a new tab
      await a.getByRole('button', { name: 'Ekspor Data' }).click();
      const ekspor = a.getByRole('dialog', { name: 'Ekspor Data Penjajakan' });
      await ekspor.getByRole('button', { name: 'Ekspor', exact: true }).click();
      await visible(ekspor.getByText('Tgl. Dari - Tgl. Sampai tidak boleh kosong').first());
      await shot(a, 'ekspor');
      const today = new Date().toISOString().slice(0, 10);
      await ekspor.getByLabel('Tgl. Dari').fill('2020-01-01');
      await ekspor.getByLabel('Tgl. Sampai').fill(today);
      const report = admin.context.waitForEvent('response', { predicate: (r) => r.url().includes('/laporan/penjajakan?'), timeout: 15_000 });
      await ekspor.getByRole('button', { name: 'Ekspor', exact: true }).click();
      const res = await report;
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      await ekspor.waitFor({ state: 'detached' });
    } finally {
      await partner.close();
      await admin.close();
    }
  }, 150_000);

  it('works on a phone: the chat is full-screen and Enter still sends', async () => {
    const phone = await launchBrowser({ width: 390, height: 844 });
    const p = phone.page;
    try {
      await signIn(p, server.url, MITRA.username, MITRA.password);
      await p.waitForURL('**/admin/penjajakan');
      await visible(p.getByRole('cell', { name: JUDUL }));
      await shot(p, 'list-partner');
      await p.getByRole('button', { name: `Chat ${JUDUL}` }).click();
      const dialog = p.getByRole('dialog');
      await visible(p.getByRole('dialog').getByRole('region', { name: 'Percakapan' }));
      // full screen once the opening motion has ended
      await p.waitForFunction(() => {
        const r = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
        return r.width >= window.innerWidth - 1 && r.height >= window.innerHeight - 1;
      }, undefined, { timeout: 5000 });
      await visible(chatLog(p).getByText('Dikirim dari ponsel').or(chatLog(p).getByText('kami tunggu jadwal rapatnya')));
      await send(p, 'Dikirim dari ponsel');
      await shot(p, 'chat-phone');
      const scrollable = await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(scrollable).toBe(true);
      if (SHOTS) {
        await dialog.getByRole('button', { name: 'Tutup' }).click();
        await p.getByRole('button', { name: 'Tambah Penjajakan' }).click();
        await visible(p.getByRole('dialog', { name: 'Tambah Penjajakan' }));
        await shot(p, 'form-phone');
      }
    } finally {
      await phone.close();
    }
  });
});
