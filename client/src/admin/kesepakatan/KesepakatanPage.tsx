import { useNavigate } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { KesepakatanRowFragment } from '../../generated/graphql';
import { useDeleteKesepakatanMutation, useKesepakatanChangedSubscription, useKesepakatanListQuery } from '../../generated/hooks';
import { type Column, DataTable } from '../../ui/DataTable';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { useCrudList } from '../../ui/useCrudList';
import { adminPath, encodeDetailPksParam } from '../adminPaths';
import { CompactCell } from '../kerjasama/CompactCell';
import { truncate } from '../kerjasama/format';
import { KerjasamaFiltersBar, KerjasamaListDialogs } from '../kerjasama/KerjasamaListParts';
import { EMPTY_FILTERS, filterInput } from '../kerjasama/listFilters';
import type { RowAction } from '../kerjasama/rowActions';
import { useKerjasamaList } from '../kerjasama/useKerjasamaList';
import { useLiveRefetch } from '../kerjasama/useLiveRefetch';

type Row = KesepakatanRowFragment;

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  judul: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** KESEPAKATAN list (SPEC §2.3): filters, export, add, row actions per level, live updates. */
export const KesepakatanPage = () => {
  const styles = useStyles();
  const navigate = useNavigate();
  const state = useKerjasamaList<typeof EMPTY_FILTERS, Row>('mou', EMPTY_FILTERS);
  const { list, narrow, setOpen, noColumn: no, status } = state;

  const query = useKesepakatanListQuery({
    variables: { filter: filterInput(list.applied), page: { page: list.page, limit: list.limit } },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefetch(query.refetch);
  useKesepakatanChangedSubscription({ onData: live, ignoreResults: true, context: { silent: true }, onError: () => undefined });
  const [deleteMou, deleting] = useDeleteKesepakatanMutation();
  const crud = useCrudList({
    list,
    query,
    pageOf: (d) => d.mous,
    remove: (row: Row) => deleteMou({ variables: { idMou: row.idMou } }),
    removing: deleting.loading,
  });

  const onAction = (row: Row, action: RowAction) => {
    const target = { kind: 'mou' as const, id: row.idMou, title: row.judul };
    switch (action) {
      case 'dokumen':
      case 'galeri':
      case 'skpd':
        return setOpen({ dialog: action, ...target });
      case 'detail':
        return setOpen({ dialog: 'detailMou', id: row.idMou });
      case 'pks':
        return navigate(adminPath('Detail PKS', { data: encodeDetailPksParam({ id: row.idMou, title: row.judul }) }));
      case 'ubah':
        return navigate(adminPath('Update Kesepakatan', { judul: row.idMou }));
      case 'hapus':
        return crud.ask(row);
    }
  };

  const aksi = state.aksiColumn('100px', onAction);
  // phones: one cell holds Judul, No. Kontrak, Status and Ruang Lingkup (200 characters, SPEC §9)
  const columns: Column<Row>[] = narrow
    ? [
        no,
        {
          key: 'judul',
          header: 'Kesepakatan',
          render: (r) => <CompactCell title={r.judul} lines={[r.noKontrak]} badge={status(r)} text={truncate(r.deskripsi, 200)} />,
        },
        aksi,
      ]
    : [
        no,
        { key: 'judul', header: 'Judul', width: '24%', render: (r) => <span className={styles.judul}>{r.judul}</span> },
        { key: 'deskripsi', header: 'Ruang Lingkup', render: (r) => <span className={styles.text}>{truncate(r.deskripsi, 300)}</span> },
        { key: 'noKontrak', header: 'No. Kontrak', width: '160px', render: (r) => r.noKontrak },
        { key: 'status', header: 'Status', width: '110px', render: status },
        aksi,
      ];

  return (
    <PageCard title="Kesepakatan">
      <KerjasamaFiltersBar
        state={state}
        aria-label="Filter Kesepakatan"
        addTo={adminPath('Create Kesepakatan')}
        addLabel="Tambah Kesepakatan"
      />

      <DataTable
        aria-label="Daftar Kesepakatan"
        columns={columns}
        items={crud.rows}
        getRowKey={(r) => r.idMou}
        loading={crud.loading}
        minWidth={narrow ? '0' : '820px'}
        stickyLastColumn
      />
      <Paging {...crud.paging} />

      <KerjasamaListDialogs state={state} crud={crud} />
    </PageCard>
  );
};
