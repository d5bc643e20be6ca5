import { useNavigate } from 'react-router-dom';
import { Field, makeStyles, tokens } from '@fluentui/react-components';
import type { PerjanjianRowFragment, SortOrder } from '../../generated/graphql';
import { useDeletePerjanjianMutation, usePerjanjianChangedSubscription, usePerjanjianListQuery } from '../../generated/hooks';
import { type Column, DataTable } from '../../ui/DataTable';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { useCrudList } from '../../ui/useCrudList';
import type { RemoteOption } from '../../ui/RemoteCombobox';
import { adminPath } from '../adminPaths';
import { MouCombobox } from '../kerjasama/combos';
import { CompactCell } from '../kerjasama/CompactCell';
import { truncate } from '../kerjasama/format';
import { KerjasamaFiltersBar, KerjasamaListDialogs } from '../kerjasama/KerjasamaListParts';
import { EMPTY_FILTERS, type KerjasamaFilters, filterInput } from '../kerjasama/listFilters';
import type { RowAction } from '../kerjasama/rowActions';
import { useKerjasamaList } from '../kerjasama/useKerjasamaList';
import { useLiveRefetch } from '../kerjasama/useLiveRefetch';
import { ORDER_OPTIONS, OptionsSelect } from '../../ui/OptionsSelect';

type Row = PerjanjianRowFragment;

interface PksFilters extends KerjasamaFilters {
  order: SortOrder;
  mou: RemoteOption | null;
}
const INITIAL: PksFilters = { ...EMPTY_FILTERS, order: 'DESC', mou: null };

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  judul: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** PKS admin screen (SPEC §2.3): filters, export, add, row actions per level, live updates. */
export const PksPage = () => {
  const styles = useStyles();
  const navigate = useNavigate();
  const state = useKerjasamaList<PksFilters, Row>('pks', INITIAL);
  const { list, narrow, setOpen, noColumn: no, status } = state;

  const query = usePerjanjianListQuery({
    variables: {
      filter: { ...filterInput(list.applied), idMou: list.applied.mou?.id ?? null },
      page: { page: list.page, limit: list.limit, order: list.applied.order },
    },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefetch(query.refetch);
  usePerjanjianChangedSubscription({ onData: live, ignoreResults: true, context: { silent: true }, onError: () => undefined });
  const [deletePks, deleting] = useDeletePerjanjianMutation();
  const crud = useCrudList({
    list,
    query,
    pageOf: (d) => d.pkss,
    remove: (row: Row) => deletePks({ variables: { idPks: row.idPks } }),
    removing: deleting.loading,
  });

  const onAction = (row: Row, action: RowAction) => {
    switch (action) {
      case 'dokumen':
      case 'galeri':
      case 'skpd':
        return setOpen({ dialog: action, kind: 'pks', id: row.idPks, title: row.judul });
      case 'detail':
        return setOpen({ dialog: 'detailPks', id: row.idPks });
      case 'detailMou':
        return setOpen({ dialog: 'detailMou', id: row.idMou });
      case 'ubah':
        return navigate(adminPath('Update PKS', { judul: row.idPks }));
      case 'hapus':
        return crud.ask(row);
    }
  };

  const aksi = state.aksiColumn('96px', onAction);
  const columns: Column<Row>[] = narrow
    ? [
        no,
        {
          key: 'judul',
          header: 'Perjanjian',
          render: (r) => (
            <CompactCell title={r.judul} lines={[r.judulMou, r.noKontrak]} badge={status(r)} text={truncate(r.deskripsi, 200)} />
          ),
        },
        aksi,
      ]
    : [
        no,
        { key: 'judul', header: 'Judul Perjanjian', width: '18%', render: (r) => <span className={styles.judul}>{r.judul}</span> },
        { key: 'judulMou', header: 'Judul Kesepakatan', width: '16%', render: (r) => <span className={styles.text}>{r.judulMou}</span> },
        { key: 'deskripsi', header: 'Ruang Lingkup', render: (r) => <span className={styles.text}>{truncate(r.deskripsi, 300)}</span> },
        { key: 'noKontrak', header: 'No. Kontrak', width: '14%', render: (r) => r.noKontrak },
        { key: 'status', header: 'Status', width: '100px', render: status },
        aksi,
      ];

  return (
    <PageCard title="Perjanjian/Rencana Kerja">
      <KerjasamaFiltersBar
        state={state}
        aria-label="Filter Perjanjian"
        addTo={adminPath('Create PKS')}
        addLabel="Tambah Perjanjian"
      >
        <Field label="Kesepakatan">
          <MouCombobox value={list.draft.mou} onChange={(v) => list.setField('mou', v)} />
        </Field>
        <Field label="Urutan">
          <OptionsSelect value={list.draft.order} onChange={(v) => list.setField('order', v as SortOrder)} options={ORDER_OPTIONS} />
        </Field>
      </KerjasamaFiltersBar>

      <DataTable
        aria-label="Daftar Perjanjian"
        columns={columns}
        items={crud.rows}
        getRowKey={(r) => r.idPks}
        loading={crud.loading}
        minWidth={narrow ? '0' : '860px'}
        stickyLastColumn
      />
      <Paging {...crud.paging} />

      <KerjasamaListDialogs state={state} crud={crud} />
    </PageCard>
  );
};
