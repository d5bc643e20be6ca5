import { Input } from '@fluentui/react-components';
import { useRiwayatQuery } from '../../generated/hooks';
import type { RiwayatQuery } from '../../generated/graphql';
import { type Column, DataTable } from '../../ui/DataTable';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { formatWaktu } from '../../ui/dates';
import { useListState } from '../../ui/useListState';

type RiwayatRow = RiwayatQuery['riwayat']['items'][number];

const INITIAL = { search: '' };

export const RiwayatPage = () => {
  const list = useListState(INITIAL);
  const { data, previousData, loading } = useRiwayatQuery({
    variables: { search: list.applied.search.trim() || null, page: { page: list.page, limit: list.limit } },
    fetchPolicy: 'cache-and-network',
  });

  const columns: Column<RiwayatRow>[] = [
    { key: 'no', header: 'No.', width: '56px', render: (_, i) => list.offset + i + 1 },
    { key: 'nama', header: 'Nama', width: '160px', render: (r) => r.namaUser },
    { key: 'aksi', header: 'Kegiatan', render: (r) => r.aksi },
    { key: 'waktu', header: 'Waktu', width: '180px', render: (r) => formatWaktu(r.waktu) },
  ];

  return (
    <PageCard title="Riwayat">
      <FiltersBar
        aria-label="Cari Riwayat"
        onSubmit={list.search}
        onReset={list.reset}
      >
        <Input
          aria-label="Cari riwayat"
          placeholder="Cari..."
          value={list.draft.search}
          onChange={(_, d) => list.setField('search', d.value)}
        />
      </FiltersBar>
      <DataTable
        aria-label="Daftar Riwayat"
        columns={columns}
        items={data?.riwayat.items ?? []}
        getRowKey={(r) => r.idRiwayat}
        loading={loading && !data}
        minWidth="760px"
      />
      <Paging total={(data ?? previousData)?.riwayat.total ?? 0} page={list.page} limit={list.limit} onChange={list.changePage} />
    </PageCard>
  );
};
