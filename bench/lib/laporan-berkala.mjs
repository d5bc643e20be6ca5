// Issue 19's benchmark: the yearly periodic report (Laporan Pelaksanaan Kerja Sama) asked for as an admin
// through GraphQL, made by the app instance's job, awaited until it is done; the time until it is ready and
// the instance's resident memory growth (peak while it runs minus the resident size before).
import pg from 'pg';

export const READY_TARGET_S = 15;
export const RSS_TARGET_MB = 200;

const MINTA = `mutation($i: LaporanBerkalaInput!) { mintaLaporanBerkala(input: $i) { idLaporanBerkala } }`;
const LIST = `query { laporanBerkala { idLaporanBerkala status progres pesan } }`;

export const yearlyReport = async ({ url, adminToken, proc, dbUrl, tahun, timeoutMs = 600_000 }) => {
  const gql = async (query, variables) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` }, body: JSON.stringify({ query, variables }) });
    const json = await res.json();
    if (json.errors) throw new Error(`laporan berkala: ${JSON.stringify(json.errors).slice(0, 300)}`);
    return json.data;
  };
  const rssBefore = proc.stat().rssMb;
  proc.resetPeak();
  const t = Date.now();
  const { idLaporanBerkala: id } = (await gql(MINTA, { i: { tahun } })).mintaLaporanBerkala;
  let row;
  for (;;) {
    row = (await gql(LIST)).laporanBerkala.find((r) => r.idLaporanBerkala === id);
    if (row?.status === 'selesai' || row?.status === 'gagal' || Date.now() - t > timeoutMs) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - t) / 1000;
  const rssPeak = proc.peakRss();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const [job] = (await client.query(`select extract(epoch from selesai_at - created_at)::float as s from laporan_berkala where id_laporan_berkala = $1`, [id])).rows;
    const files = (await client.query(`select ext, size from stored_file where owner_kind = 'laporan-berkala' and owner_id = $1 order by ext`, [id])).rows;
    const rows = (await client.query(
      `select (select count(*) from mou where tgl_mulai <= $2 and tgl_berakhir >= $1)::int as mou,
              (select count(*) from pks where tgl_mulai <= $2 and tgl_berakhir >= $1)::int as pks,
              (select count(*) from monev_evaluasi where (created_at at time zone 'Asia/Jakarta')::date between $1 and $2)::int as evaluasi`,
      [`${tahun}-01-01`, `${tahun}-12-31`],
    )).rows[0];
    return { tahun, status: row?.status, pesan: row?.pesan, seconds, jobSeconds: job?.s ?? null, rssBefore, rssPeak, growth: rssPeak - rssBefore, files, rows };
  } finally {
    await client.end();
  }
};

const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');

export const renderLaporan = (r) => {
  const size = (ext) => r.files.find((f) => f.ext === ext)?.size ?? 0;
  const lines = [
    `Periodic report (issue 19), year ${r.tahun}: ${r.rows.mou.toLocaleString('en')} agreements, ${r.rows.pks.toLocaleString('en')} contracts and ${r.rows.evaluasi.toLocaleString('en')} evaluations in the year.`,
    '',
    '| measurement | result |',
    '|---|---|',
    `| asked (GraphQL) → ready (status selesai seen) | ${f1(r.seconds)} s (request row made → files committed: ${f1(r.jobSeconds)} s), ${r.status}${r.pesan ? ` — ${r.pesan}` : ''} |`,
    `| app instance resident memory | ${f1(r.rssBefore)} MB before, ${f1(r.rssPeak)} MB peak: +${f1(r.growth)} MB |`,
    `| files | XLSX ${f1(size('xlsx') / 2 ** 20)} MB, PDF ${f1(size('pdf') / 1024)} KB |`,
  ];
  const checks = [
    [`yearly report ready < ${READY_TARGET_S} s`, r.status === 'selesai' && r.seconds < READY_TARGET_S, `${f1(r.seconds)} s`],
    [`yearly report: resident memory growth < ${RSS_TARGET_MB} MB`, r.status === 'selesai' && r.growth < RSS_TARGET_MB, `+${f1(r.growth)} MB`],
  ];
  return { lines, checks };
};
