import { useEffect, useState } from 'react';
import { laporanBerkalaSchema } from '@rules/laporan-berkala';
import { Button, Field, Input, Link, ProgressBar, Select, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useLaporanBerkalaQuery, useMintaLaporanBerkalaMutation } from '../../generated/hooks';
import type { LaporanBerkalaQuery } from '../../generated/graphql';
import { type Column, DataTable } from '../../ui/DataTable';
import { formatWaktu } from '../../ui/dates';
import { graphQLFieldMessages } from '../../ui/fieldErrors';
import { notify } from '../../ui/toast';

type Row = LaporanBerkalaQuery['laporanBerkala'][number];

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  links: { display: 'flex', gap: tokens.spacingHorizontalM },
});

const running = (rows: readonly Row[]) => rows.some((r) => r.status === 'antri' || r.status === 'proses');
const periodeText = (r: Row) => (r.semester ? `Semester ${r.semester === 1 ? 'I' : 'II'} ${r.tahun}` : `Tahun ${r.tahun}`);

/**
 * Laporan Pelaksanaan Kerja Sama (admins): asks the server's job queue for a semester or a year, shows the
 * progress while the job runs (polling), and keeps every finished report downloadable as XLSX and PDF.
 */
export const LaporanBerkalaPanel = () => {
  const styles = useStyles();
  const { data, refetch, startPolling, stopPolling } = useLaporanBerkalaQuery({ fetchPolicy: 'cache-and-network' });
  const [minta, { loading }] = useMintaLaporanBerkalaMutation();
  const [tahun, setTahun] = useState(String(new Date().getFullYear()));
  const [semester, setSemester] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rows = data?.laporanBerkala ?? [];
  const busy = running(rows);

  useEffect(() => {
    if (busy) startPolling(1000);
    else stopPolling();
    return () => stopPolling();
  }, [busy, startPolling, stopPolling]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = laporanBerkalaSchema.safeParse({ tahun: tahun.trim() ? Number(tahun) : undefined, semester: semester ? Number(semester) : null });
    setError(input.success ? undefined : input.error.issues[0]!.message);
    if (!input.success) return;
    try {
      await minta({ variables: { input: input.data } });
      notify.success('Laporan sedang dibuat');
      await refetch();
    } catch (err) {
      const fields = graphQLFieldMessages(err);
      if (fields) setError(Object.values(fields)[0]);
      else notify.error(err instanceof Error ? err.message : 'Laporan gagal diminta');
    }
  };

  const columns: Column<Row>[] = [
    { key: 'periode', header: 'Periode', render: periodeText },
    { key: 'diminta', header: 'Diminta', render: (r) => formatWaktu(r.createdAt) },
    {
      key: 'status',
      header: 'Status',
      render: (r) =>
        r.status === 'selesai' || r.status === 'gagal' ? (
          (r.pesan ?? r.statusText)
        ) : (
          <Field validationMessage={`${r.statusText} (${r.progres}%)`} validationState="none">
            <ProgressBar value={r.progres / 100} aria-label={`Kemajuan laporan ${periodeText(r)}`} />
          </Field>
        ),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) =>
        r.urlXlsx && r.urlPdf ? (
          <span className={styles.links}>
            <Link href={r.urlXlsx} download>
              Unduh XLSX
            </Link>
            <Link href={r.urlPdf} download>
              Unduh PDF
            </Link>
          </span>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <section aria-label="Laporan Pelaksanaan Kerja Sama">
      <Subtitle2 as="h2">Laporan Pelaksanaan Kerja Sama</Subtitle2>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Buat laporan pelaksanaan">
        <Field label="Tahun" required validationMessage={error} validationState={error ? 'error' : 'none'}>
          <Input inputMode="numeric" value={tahun} onChange={(_, d) => setTahun(d.value)} />
        </Field>
        <Field label="Periode">
          <Select value={semester} onChange={(_, d) => setSemester(d.value)}>
            <option value="">Satu tahun</option>
            <option value="1">Semester I</option>
            <option value="2">Semester II</option>
          </Select>
        </Field>
        <Button type="submit" appearance="primary" disabled={loading}>
          Buat Laporan
        </Button>
      </form>
      <DataTable aria-label="Daftar Laporan Pelaksanaan" columns={columns} items={rows} getRowKey={(r) => r.idLaporanBerkala} emptyText="Belum ada laporan" />
    </section>
  );
};
