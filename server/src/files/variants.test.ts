import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { gqlUpload, imageBytes, jpeg, png, type TestFile } from '../test/uploads.js';

const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';

describe('resized image variants (/files/...?w=)', () => {
  let app: TestApp;
  let admin: string;

  const upload = async (file: TestFile): Promise<{ id: number; url: string; fileId: string }> => {
    const r = await gqlUpload(
      app,
      `mutation($i: KegiatanInput!, $gambar: Upload) { createKegiatan(input: $i, gambar: $gambar) { idKegiatan gambar } }`,
      { i: { judul: 'Gambar Besar', highlight: 'h', isi: '<p>i</p>', status: 1 } },
      { gambar: file },
      admin,
    );
    expect(r.errors).toBeUndefined();
    const url = r.data!.createKegiatan.gambar as string;
    return { id: r.data!.createKegiatan.idKegiatan, url, fileId: url.split('/')[2]! };
  };
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${app.url}${url}`, { headers });
  const variants = (fileId: string) =>
    app.sql<{ width: number; format: string; mime: string; size: number }>(
      'select width, format, mime, size from stored_file_variant where file_id = $1 order by width, format',
      [fileId],
    );

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.login();
  });
  afterAll(() => app.close());

  it('serves a WebP at the asked width when accepted, caches it in the table, with immutable cache headers', async () => {
    const { url, fileId } = await upload(await jpeg('besar.jpg', 1600, 900));
    expect(await variants(fileId)).toEqual([]);
    const res = await get(`${url}?w=640`, { accept: WEBP });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}-w640-webp"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    const rows = await variants(fileId);
    expect(rows).toEqual([{ width: 640, format: 'webp', mime: 'image/webp', size: body.length }]);

    // The second request is served from the table: change the stored bytes and see them come back.
    const marker = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    await app.sql(`update stored_file_variant set content = $1, size = $2 where file_id = $3 and width = 640`, [marker, marker.length, fileId]);
    const again = await get(`${url}?w=640`, { accept: WEBP });
    expect(Buffer.from(await again.arrayBuffer()).equals(marker)).toBe(true);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await variants(fileId)).toHaveLength(1);

    // A revalidation with the tag is a 304 without a body.
    const cached = await get(`${url}?w=640`, { accept: WEBP, 'if-none-match': etag });
    expect(cached.status).toBe(304);
  });

  it('keeps the original format when WebP is not accepted (JPEG stays JPEG, PNG stays PNG)', async () => {
    const j = await upload(await jpeg('foto.jpg', 1000, 500));
    const res = await get(`${j.url}?w=320`, { accept: 'image/jpeg,*/*' });
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 160 });
    const p = await upload(await png('logo.png', 800, 800));
    const res2 = await get(`${p.url}?w=160`);
    expect(res2.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await res2.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 160 });
    expect(await variants(p.fileId)).toEqual([{ width: 160, format: 'png', mime: 'image/png', size: expect.any(Number) }]);
  });

  it('never enlarges a small image', async () => {
    const { url } = await upload(await png('kecil.png', 100, 50));
    const res = await get(`${url}?w=1920`, { accept: WEBP });
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 100, height: 50 });
  });

  it('computes a variant once for simultaneous requests', async () => {
    const { url, fileId } = await upload(await jpeg('ramai.jpg', 1400, 700));
    const all = await Promise.all([1, 2, 3, 4].map(() => get(`${url}?w=960`, { accept: WEBP })));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await variants(fileId)).toHaveLength(1);
  });

  it('refuses widths outside the allow-list', async () => {
    const { url, fileId } = await upload(await png());
    for (const w of ['500', '0', 'abc', '99999', '']) {
      const res = await get(`${url}?w=${w}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Lebar gambar tidak didukung');
    }
    expect(await variants(fileId)).toEqual([]);
  });

  it('serves the original when a stored image cannot be decoded (kept from before uploads were decoded)', async () => {
    const whole = await imageBytes(40, 40, 'png');
    const broken = whole.subarray(0, 60);
    const { url, fileId } = await upload({ name: 'rusak.png', bytes: whole, type: 'image/png' });
    await app.sql('update stored_file set content = $1, size = $2 where id = $3', [broken, broken.length, fileId]);
    const res = await get(`${url}?w=160`, { accept: WEBP });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(broken))).toBe(true);
    expect(await variants(fileId)).toEqual([]);
  });

  it('does not open private files: ?w= needs the same signed link as the original', async () => {
    const [row] = await app.sql(
      `insert into stored_file (owner_kind, owner_id, original_name, mime, ext, size, sha256, content)
       values ('mou.galeri', 1, 'rahasia.png', 'image/png', 'png', $1, repeat('0', 64), $2) returning id`,
      [(await imageBytes()).length, await imageBytes()],
    );
    expect((await get(`/files/${row.id}/rahasia.png?w=160`)).status).toBe(403);
    expect(await variants(row.id)).toEqual([]);
  });

  it('deletes the variants with their file (ON DELETE CASCADE)', async () => {
    const { id, url, fileId } = await upload(await jpeg('hapus.jpg', 700, 700));
    await get(`${url}?w=160`, { accept: WEBP });
    await get(`${url}?w=320`);
    expect(await variants(fileId)).toHaveLength(2);
    expect((await app.gql('mutation($id: Int!) { deleteKegiatan(idKegiatan: $id) }', { id }, admin)).errors).toBeUndefined();
    expect(await variants(fileId)).toEqual([]);
    expect((await app.sql('select count(*)::int as n from stored_file_variant v left join stored_file f on f.id = v.file_id where f.id is null'))[0].n).toBe(0);
  });
});
