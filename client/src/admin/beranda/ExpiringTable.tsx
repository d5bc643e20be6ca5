import type { DashboardItemFieldsFragment } from '../../generated/graphql';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { type Column, DataTable } from '../../ui/DataTable';
import { formatTanggal } from '../../ui/dates';
import { CompactCell } from '../kerjasama/CompactCell';

type Item = DashboardItemFieldsFragment;

const no: Column<Item> = { key: 'no', header: 'No', width: '48px', render: (r) => r.no };
const columns: Column<Item>[] = [
  no,
  { key: 'judul', header: 'Judul', render: (r) => r.judul },
  { key: 'noKontrak', header: 'No. Kontrak', width: '150px', render: (r) => r.noKontrak },
  { key: 'tglAkhir', header: 'Tgl. Berakhir', width: '150px', render: (r) => formatTanggal(r.tglAkhir) },
];
/** Phones: No. Kontrak and Tgl. Berakhir under the title. */
const compact: Column<Item>[] = [
  no,
  {
    key: 'judul',
    header: 'Judul',
    render: (r) => <CompactCell title={r.judul} lines={[r.noKontrak, `Berakhir ${formatTanggal(r.tglAkhir)}`]} />,
  },
];

/** Soon-to-expire agreements or contracts (SPEC §2.3 Dashboard). */
export const ExpiringTable = ({ label, items, loading }: { label: string; items: readonly Item[]; loading: boolean }) => {
  const narrow = useMediaQuery('(max-width: 599.98px)');
  return (
    <DataTable
      aria-label={label}
      columns={narrow ? compact : columns}
      items={items}
      getRowKey={(r) => r.id}
      loading={loading}
      emptyText="Tidak ada yang akan habis"
      minWidth={narrow ? '0' : '480px'}
      skeletonRows={3}
    />
  );
};
