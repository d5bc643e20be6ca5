import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gqlAt, hasBrowser, launchBrowser, openPage, startBuiltServer, visible, type BuiltServer } from './harness.js';

const LAT = -6.181389;
const LON = 106.828611;

/** Places the office on the map (the profile of a fresh install has no coordinates). */
const placeOffice = async (url: string) => {
  const { login } = await gqlAt(url, 'mutation($i: LoginInput!) { login(input: $i) { token } }', { i: ADMIN });
  await gqlAt(url, 'mutation($i: ProfilInput!) { updateProfil(input: $i) { latitude } }', { i: { latitude: LAT, longitude: LON } }, login.token);
};

/** Issue 16: the Kontak page's interactive map, its tile server a setting, and the page without tiles. */
describe.skipIf(!hasBrowser())('Kontak: the office on an interactive map', () => {
  let tiles: Server;
  let tileRequests = 0;
  let withTiles: BuiltServer;
  let offline: BuiltServer;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe3c8' } }).png().toBuffer();
    tiles = createServer((_req, res) => {
      tileRequests += 1;
      res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(png);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilePort = (tiles.address() as AddressInfo).port;
    [withTiles, offline] = await Promise.all([
      startBuiltServer({ MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`, MAP_ATTRIBUTION: '© Peta Uji <b>' }),
      // the default (OpenStreetMap) is out of reach here: a machine without network
      startBuiltServer(),
    ]);
    await Promise.all([placeOffice(withTiles.url), placeOffice(offline.url)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([withTiles?.stop(), offline?.stop()]);
    tiles?.close();
  });

  it('loads the tiles of the configured server, allowed by the page policy, with zoom buttons in Indonesian', async () => {
    const page0 = await fetch(`${withTiles.url}/kontak`);
    expect(page0.headers.get('content-security-policy')).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
    for (const width of [390, 1366]) {
      const browser = await launchBrowser({ width, height: 900 });
      const { page } = browser;
      const refused: string[] = [];
      page.on('console', (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && refused.push(m.text()));
      try {
        await openPage(page, `${withTiles.url}/kontak`);
        const map = page.getByRole('region', { name: /^Peta lokasi / });
        await visible(map);
        await visible(map.locator('img.leaflet-tile-loaded'), 20_000);
        expect(tileRequests).toBeGreaterThan(0);
        await visible(map.getByRole('button', { name: 'Perbesar' }));
        await visible(map.getByRole('button', { name: 'Perkecil' }));
        // the attribution is the setting's text, shown as text (never as markup)
        expect(await map.locator('.leaflet-control-attribution').innerText()).toContain('© Peta Uji <b>');
        expect(await map.getByRole('status').count()).toBe(0);
        // the map is as wide as its card: nothing spills sideways on a phone
        expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
        expect(refused).toEqual([]);
      } finally {
        await browser.close();
      }
    }
  });

  it('without reachable tiles keeps the address and "Buka di Peta", and says the map could not load', async () => {
    const page0 = await fetch(`${offline.url}/kontak`);
    expect(page0.headers.get('content-security-policy')).toContain('https://tile.openstreetmap.org');
    const browser = await launchBrowser({ width: 390, height: 844 });
    const { page } = browser;
    try {
      await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
      await openPage(page, `${offline.url}/kontak`);
      const map = page.getByRole('region', { name: /^Peta lokasi / });
      await visible(map.getByRole('status'));
      expect(await map.getByRole('status').innerText()).toBe('Peta tidak dapat dimuat. Gunakan alamat atau tombol Buka di Peta.');
      const link = page.getByRole('link', { name: 'Buka di Peta' });
      await visible(link);
      expect(await link.getAttribute('href')).toContain(`mlat=${LAT}`);
      await visible(page.getByText('Lokasi Kantor'));
      // the map is reachable from the keyboard (arrow keys pan it)
      await map.locator('.leaflet-container').focus();
      expect(await page.evaluate('document.activeElement?.classList.contains("leaflet-container")')).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
