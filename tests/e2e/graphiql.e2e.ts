import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, hasBrowser, launchBrowser, startBuiltServer, visible, type BuiltServer } from './harness.js';

/** Issue 21 item 7: GraphiQL on a production build, with the signed-in account's session; Token Akses. */
describe.skipIf(!hasBrowser())('/graphiql and Token Akses in the browser', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(() => server?.stop());

  it('a signed-in admin makes a token in Token Akses, then runs a query in /graphiql and sees the answer', async () => {
    const browser = await launchBrowser();
    const { page } = browser;
    try {
      await page.goto(`${server.url}/login`);
      await page.locator('input[name="username"]').fill(ADMIN.username);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL('**/admin/beranda');

      // Token Akses from the user menu: shown once, listed, usable as a bearer token
      await page.getByRole('button', { name: /Menu pengguna/ }).click();
      await page.getByRole('menuitem', { name: 'Token Akses' }).click();
      await page.waitForURL('**/admin/token-akses');
      await page.getByLabel('Nama token').fill('Dasbor Uji');
      await page.getByRole('button', { name: 'Buat Token' }).click();
      const shown = page.getByTestId('token-baru');
      await visible(shown);
      const token = (await shown.textContent())!.trim();
      expect(token).toMatch(/^ks_pat_/);
      await visible(page.getByRole('table').getByRole('cell', { name: 'Dasbor Uji' }));
      const viaToken = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { nama } }' }),
      });
      expect(((await viaToken.json()) as { data: { me: { nama: string } } }).data.me.nama).toBeTruthy();

      // GraphiQL with the session: introspection (staff) loads the schema; a query gets its answer
      await page.goto(`${server.url}/graphiql`);
      const editor = page.locator('.graphiql-query-editor .CodeMirror');
      await visible(editor, 20_000);
      await page.getByRole('button', { name: /Execute query/i }).click();
      const response = page.locator('.graphiql-response');
      // The opening query (the public agreements) runs and answers; the session itself shows below:
      // the schema's documentation is there because introspection is for signed-in staff in production.
      await response.getByText('"kesepakatanPublik"').waitFor({ timeout: 15_000 });
      expect(await response.textContent()).toContain('"total"');
      // the documentation explorer has the schema (introspection was allowed for staff in production)
      await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
      await visible(page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }), 15_000);
    } finally {
      await browser.close();
    }
  });

  it('serves the SDL to anyone at /graphql/schema.graphql', async () => {
    const res = await fetch(`${server.url}/graphql/schema.graphql`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('kesepakatanPublik');
  });
});
