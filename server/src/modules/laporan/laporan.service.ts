import { createHmac } from 'node:crypto';
import { tanggalIndonesia } from '../../common/dates.js';
import { sameSignature, stillValid, viewerOf, viewerParams, type LinkViewer } from '../../common/signed-link.js';
import type { LaporanFields } from '../../rules/mou.js';
import { LaporanFormat } from './laporan.types.js';

/** How long a signed report link stays valid. */
export const LAPORAN_LINK_SECONDS = 10 * 60;
/** A report lists at most this many rows (the total still counts all). */
export const MAX_LAPORAN_ROWS = 10_000;

type Params = Record<string, string | undefined>;

/** The reports with a download route (laporan.route.ts): `/laporan/<jenis>`. */
export const LAPORAN_JENIS = ['kesepakatan', 'perjanjian', 'penjajakan'] as const;
export type LaporanJenis = (typeof LAPORAN_JENIS)[number];

/**
 * Report links the browser can open in a new window without an Authorization header: the report's own
 * parameters plus the requesting account, its token version and an expiry, signed with HMAC. The link
 * grants that one report only, for a few minutes, and the account is checked again when it is opened
 * (active, level, the same token version: common/signed-link.ts).
 */
export class LaporanService {
  constructor(private readonly secret: string) {}

  private sign(jenis: LaporanJenis, params: Params): string {
    const entries = Object.entries(params)
      .filter(([k, v]) => k !== 'sig' && k !== 'token' && v !== undefined && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return createHmac('sha256', this.secret).update(JSON.stringify(['laporan', jenis, entries])).digest('base64url');
  }

  /** `/laporan/<jenis>?…&uid=…&ver=…&exp=…&sig=…`: the report's download route with this filter. */
  link(jenis: LaporanJenis, filter: LaporanFields, format: LaporanFormat, viewer: LinkViewer, now = Date.now()): string {
    const params: Params = {
      tanggal_dari: filter.tanggalDari,
      tanggal_sampai: filter.tanggalSampai,
      status: filter.status === null ? undefined : String(filter.status),
      judul: filter.judul ?? undefined,
      format: format === LaporanFormat.XLSX ? 'xlsx' : 'pdf',
      ...viewerParams(viewer),
      exp: String(Math.floor(now / 1000) + LAPORAN_LINK_SECONDS),
    };
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') query.set(k, v);
    query.set('sig', this.sign(jenis, params));
    return `/laporan/${jenis}?${query}`;
  }

  /** The viewer a signed link was issued to, or null when the link is forged, altered or expired. */
  verify(jenis: LaporanJenis, params: Params, now = Date.now()): LinkViewer | null {
    const viewer = viewerOf(params);
    if (!viewer || !stillValid(params.exp, now)) return null;
    return sameSignature(this.sign(jenis, params), params.sig) ? viewer : null;
  }
}

/** The lines under a report's heading: the period with Indonesian month names, then the filters. */
export const laporanKeterangan = (filter: LaporanFields, statusText?: (s: number) => string): string[] => {
  const lines = [`Periode ${tanggalIndonesia(filter.tanggalDari)} s.d. ${tanggalIndonesia(filter.tanggalSampai)}`];
  if (filter.status !== null && statusText) lines.push(`Status: ${statusText(filter.status)}`);
  if (filter.judul) lines.push(`Judul memuat: "${filter.judul}"`);
  return lines;
};

/** Rupiah as the office writes it: `Rp 1.500.000,00`. */
export const rupiah = (n: number): string =>
  `Rp ${new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
