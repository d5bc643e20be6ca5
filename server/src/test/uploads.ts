import sharp from 'sharp';
import type { GqlResult, TestApp } from './test-app.js';

/** A file part of a multipart GraphQL request. */
export interface TestFile {
  name: string;
  bytes: Buffer | Uint8Array;
  type?: string;
}

/** A real image of the given size (PNG or JPEG), made with sharp. */
export const imageBytes = (width = 64, height = 48, format: 'png' | 'jpeg' = 'png', background = '#2b6cb0'): Promise<Buffer> => {
  const img = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'png' ? img.png() : img.jpeg({ quality: 90 })).toBuffer();
};

export const png = async (name = 'gambar.png', width = 64, height = 48): Promise<TestFile> => ({
  name,
  bytes: await imageBytes(width, height, 'png'),
  type: 'image/png',
});

export const jpeg = async (name = 'foto.jpg', width = 64, height = 48): Promise<TestFile> => ({
  name,
  bytes: await imageBytes(width, height, 'jpeg'),
  type: 'image/jpeg',
});

/** A text file dressed up as a PNG: right name and declared type, wrong content. */
export const fakePng = (name = 'palsu.png'): TestFile => ({
  name,
  bytes: Buffer.from('ini bukan gambar, hanya teks biasa\n'.repeat(20)),
  type: 'image/png',
});

/** A file that starts like a PNG and is `size` bytes long. */
export const pngOfSize = async (size: number, name = 'besar.png'): Promise<TestFile> => {
  const head = await imageBytes(8, 8, 'png');
  const bytes = Buffer.alloc(size);
  head.copy(bytes);
  return { name, bytes, type: 'image/png' };
};

/**
 * A GraphQL multipart request (graphql-multipart-request-spec): `files` maps a variable name to the
 * file sent for it; variables absent from `files` go as JSON.
 */
export const gqlUpload = async <T = Record<string, any>>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, TestFile>,
  token?: string,
): Promise<GqlResult<T>> => {
  const form = new FormData();
  const vars: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((name, i) => {
    vars[name] = null;
    map[String(i)] = [`variables.${name}`];
  });
  form.append('operations', JSON.stringify({ query, variables: vars }));
  form.append('map', JSON.stringify(map));
  Object.values(files).forEach((f, i) => {
    form.append(String(i), new File([f.bytes], f.name, { type: f.type ?? 'application/octet-stream' }));
  });
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await res.json()) as GqlResult<T>;
  return { status: res.status, data: body.data, errors: body.errors };
};

/** Form-data `File` for the legacy adapter. */
export const asFile = (f: TestFile): File => new File([f.bytes], f.name, { type: f.type ?? 'application/octet-stream' });
