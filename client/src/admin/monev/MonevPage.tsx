import { useState } from 'react';
import { Badge, Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { can } from '@rules/policy';
import { useSession } from '../../auth/useSession';
import { useMonevRingkasanQuery, useMonevTindakLanjutQuery, useMonevTugasQuery, useSelesaikanTindakLanjutMonevMutation } from '../../generated/hooks';
import type { MonevTindakLanjutQuery, MonevTugasQuery } from '../../generated/graphql';
import { type Column, DataTable } from '../../ui/DataTable';
import { PageCard } from '../../ui/PageCard';
import { formatTanggal, formatWaktu } from '../../ui/dates';
import { notify } from '../../ui/toast';
import { LaporanBerkalaPanel } from './LaporanBerkalaPanel';
import { EvaluasiMonevDialog, LaporMonevDialog, type MonevSasaran } from './MonevDialogs';

type Tugas = MonevTugasQuery['monevTugas'][number];
type TindakLanjut = MonevTindakLanjutQuery['monevTindakLanjut'][number];

const useStyles = makeStyles({
  stats: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const JENIS_TEXT: Record<string, string> = { mou: 'Kesepakatan', pks: 'Perjanjian' };

/**
 * Monitoring & Evaluasi (issue 19): the evaluations due and late (admins) or the implementation reports
 * due from the agency (level 2), the forms, the admins' follow-ups of Hentikan evaluations and the periodic
 * report. What may be done is asked of rules/policy `can`, as the server asks it.
 */
export const MonevPage = () => {
  const styles = useStyles();
  const { user, level } = useSession();
  const actor = user && level !== null ? { idUser: user.id_user, idLevel: level } : null;
  const mayEvaluate = can(actor, 'monev:evaluasi');
  const tugas = useMonevTugasQuery({ fetchPolicy: 'cache-and-network' });
  const ringkasan = useMonevRingkasanQuery({ fetchPolicy: 'cache-and-network' });
  const tindak = useMonevTindakLanjutQuery({ fetchPolicy: 'cache-and-network', skip: !mayEvaluate });
  const [selesaikan] = useSelesaikanTindakLanjutMonevMutation();
  const [open, setOpen] = useState<{ kind: 'lapor' | 'evaluasi'; sasaran: MonevSasaran } | null>(null);

  const reload = () => {
    setOpen(null);
    void tugas.refetch();
    void ringkasan.refetch();
    if (mayEvaluate) void tindak.refetch();
  };

  const r = ringkasan.data?.monevRingkasan;
  const tugasColumns: Column<Tugas>[] = [
    { key: 'judul', header: 'Kerja Sama', render: (t) => `${JENIS_TEXT[t.jenis] ?? t.jenis}: ${t.judul}` },
    { key: 'periode', header: 'Periode', render: (t) => `${t.periode} (${formatTanggal(t.mulai)} – ${formatTanggal(t.jatuhTempo)})` },
    { key: 'status', header: 'Status', render: (t) => <Badge color={t.status === 'terlambat' ? 'danger' : 'warning'}>{t.statusText}</Badge> },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (t) => (
        <span className={styles.actions}>
          <Button size="small" onClick={() => setOpen({ kind: 'lapor', sasaran: t })}>
            Isi Laporan
          </Button>
          {mayEvaluate ? (
            <Button size="small" appearance="primary" onClick={() => setOpen({ kind: 'evaluasi', sasaran: t })}>
              Evaluasi
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  const tindakColumns: Column<TindakLanjut>[] = [
    { key: 'judul', header: 'Kerja Sama', render: (t) => `${JENIS_TEXT[t.jenis] ?? t.jenis}: ${t.judul}` },
    { key: 'periode', header: 'Periode', render: (t) => String(t.periode) },
    { key: 'catatan', header: 'Catatan Evaluasi', render: (t) => t.catatan ?? '-' },
    { key: 'dibuka', header: 'Dibuka', render: (t) => formatWaktu(t.createdAt) },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (t) => (
        <Button
          size="small"
          onClick={() =>
            void selesaikan({ variables: { idTindakLanjut: t.idTindakLanjut } })
              .then(() => {
                notify.success('Tindak lanjut diselesaikan');
                reload();
              })
              .catch((err: Error) => notify.error(err.message))
          }
        >
          Selesai
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="Monitoring & Evaluasi">
      {r ? (
        <div className={styles.stats} aria-label="Ringkasan monev">
          <Body1>
            Jatuh tempo: <strong>{r.jatuhTempo}</strong>
          </Body1>
          <Body1>
            Terlambat: <strong>{r.terlambat}</strong>
          </Body1>
          <Body1>
            Tepat waktu: <strong>{r.persenTepatWaktu === null || r.persenTepatWaktu === undefined ? '-' : `${r.persenTepatWaktu}%`}</strong> ({r.tepatWaktu} dari {r.wajib})
          </Body1>
        </div>
      ) : null}
      <section className={styles.section} aria-label="Tugas monev">
        <Subtitle2 as="h2">{mayEvaluate ? 'Evaluasi yang jatuh tempo' : 'Laporan pelaksanaan yang jatuh tempo'}</Subtitle2>
        <DataTable
          aria-label="Daftar tugas monev"
          columns={tugasColumns}
          items={tugas.data?.monevTugas ?? []}
          loading={tugas.loading && !tugas.data}
          getRowKey={(t) => `${t.jenis}-${t.idRecord}-${t.periode}`}
          emptyText="Tidak ada tugas monev"
        />
      </section>
      {mayEvaluate ? (
        <section className={styles.section} aria-label="Tindak lanjut">
          <Subtitle2 as="h2">Tindak lanjut rekomendasi Hentikan</Subtitle2>
          <DataTable
            aria-label="Daftar tindak lanjut"
            columns={tindakColumns}
            items={tindak.data?.monevTindakLanjut ?? []}
            getRowKey={(t) => t.idTindakLanjut}
            emptyText="Tidak ada tindak lanjut terbuka"
          />
        </section>
      ) : null}
      {can(actor, 'monev:laporan') ? <LaporanBerkalaPanel /> : null}
      {open?.kind === 'lapor' ? <LaporMonevDialog sasaran={open.sasaran} onClose={() => setOpen(null)} onDone={reload} /> : null}
      {open?.kind === 'evaluasi' ? <EvaluasiMonevDialog sasaran={open.sasaran} onClose={() => setOpen(null)} onDone={reload} /> : null}
    </PageCard>
  );
};
