import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { PengirimanSurelDocument, type PengirimanSurelFieldsFragment } from '../../generated/graphql';
import { useKirimUlangSurelMutation, usePengirimanSurelQuery } from '../../generated/hooks';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageCard } from '../../ui/PageCard';
import { formatWaktu } from '../../ui/dates';
import { notify } from '../../ui/toast';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  galat: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

type Gagal = PengirimanSurelFieldsFragment['gagal'][number];

/** Pengiriman Surel (admins): how many mails wait, were sent and failed, and the failed ones to send again. */
export const PengirimanSurelPanel = () => {
  const styles = useStyles();
  const { data, loading } = usePengirimanSurelQuery({ fetchPolicy: 'cache-and-network' });
  const [kirimUlang, mengirim] = useKirimUlangSurelMutation();
  const p = data?.pengirimanSurel;

  const ulang = async (g: Gagal) => {
    try {
      await kirimUlang({ variables: { idSurel: g.idSurel }, update: (cache, r) => r.data && cache.writeQuery({ query: PengirimanSurelDocument, data: { pengirimanSurel: r.data.kirimUlangSurel } }) });
      notify.success(`Surel ke ${g.ke} dikirim ulang`);
    } catch (err) {
      notify.error((err as Error).message || 'Surel gagal dikirim ulang');
    }
  };

  const columns: Column<Gagal>[] = [
    { key: 'subjek', header: 'Subjek', render: (g) => g.subjek },
    { key: 'ke', header: 'Kepada', render: (g) => g.ke },
    { key: 'dibuat', header: 'Dibuat', render: (g) => formatWaktu(g.dibuat) },
    { key: 'percobaan', header: 'Percobaan', render: (g) => g.percobaan, width: '100px' },
    { key: 'galat', header: 'Galat terakhir', render: (g) => <span className={styles.galat}>{g.galat ?? '-'}</span> },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '130px',
      render: (g) => (
        <Button size="small" disabled={mengirim.loading} onClick={() => void ulang(g)}>
          Kirim Ulang
        </Button>
      ),
    },
  ];

  return (
    <PageCard title="Pengiriman Surel">
      <div className={styles.panel}>
        <Body1>
          {p ? `Antri: ${p.ringkasan.antri} · Terkirim: ${p.ringkasan.terkirim} · Gagal: ${p.ringkasan.gagal}` : 'Memuat…'}
        </Body1>
        <DataTable
          aria-label="Surel yang gagal terkirim"
          columns={columns}
          items={p?.gagal ?? []}
          getRowKey={(g) => g.idSurel}
          loading={loading && !p}
          emptyText="Tidak ada surel yang gagal terkirim"
        />
      </div>
    </PageCard>
  );
};
