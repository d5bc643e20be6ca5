import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowExportRegular, ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { isAdmin } from '@rules/levels';
import { useSession } from '../../auth/useSession';
import type { PerjanjianRowFragment, SortOrder } from '../../generated/graphql';
import { useDeletePerjanjianMutation, usePerjanjianChangedSubscription, usePerjanjianListQuery } from '../../generated/hooks';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { LinkButton } from '../../router/LinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import type { RemoteOption } from '../../ui/RemoteCombobox';
import { useNotify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { useListState } from '../../ui/useListState';
import { adminPath } from '../layout/adminRoutes';
import { MouCombobox } from '../kerjasama/combos';
import { CommonFilterFields } from '../kerjasama/CommonFilterFields';
import { CompactCell } from '../kerjasama/CompactCell';
import { KerjasamaDialogs, type OpenDialog } from '../kerjasama/KerjasamaDialogs';
import { truncate } from '../kerjasama/format';
import { EMPTY_FILTERS, type KerjasamaFilters, filterInput, filtersFromSearch } from '../kerjasama/listFilters';
import { RowActionsMenu } from '../kerjasama/RowActionsMenu';
import { type RowAction, rowActionsFor } from '../kerjasama/rowActions';
import { MouStatusBadge } from '../kerjasama/status';
import { useLiveRefetch } from '../kerjasama/useLiveRefetch';

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
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { level } = useSession();
  const admin = level !== null && isAdmin(level);
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const [start] = useState<PksFilters>(() => ({ ...INITIAL, ...filtersFromSearch(searchParams) }));
  const list = useListState(INITIAL, start);
  const [open, setOpen] = useState<OpenDialog>(null);
  const confirm = useConfirm<Row>();

  const { data, previousData, loading, refetch } = usePerjanjianListQuery({
    variables: {
      filter: { ...filterInput(list.applied), idMou: list.applied.mou?.id ?? null },
      page: { page: list.page, limit: list.limit, order: list.applied.order },
    },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefetch(refetch);
  usePerjanjianChangedSubscription({ onData: live, ignoreResults: true, context: { silent: true }, onError: () => undefined });
  const [deletePks, deleting] = useDeletePerjanjianMutation();

  const clearUrl = () => searchParams.size > 0 && setSearchParams({}, { replace: true });
  const search = () => {
    clearUrl();
    list.search();
  };
  const reset = () => {
    clearUrl();
    list.reset();
  };

  const confirmDelete = async (row: Row) => {
    try {
      await deletePks({ variables: { idPks: row.idPks } });
      notify.success();
      if (data?.pkss.items.length === 1 && list.page > 1) list.changePage(list.page - 1, list.limit);
    } catch {
      // the error link has shown the server's message
    } finally {
      confirm.close();
      void refetch();
    }
  };

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
        return confirm.ask(row);
    }
  };

  const actions = rowActionsFor('pks', level);
  const no: Column<Row> = { key: 'no', header: 'No', width: '48px', render: (_, i) => list.offset + i + 1 };
  const aksi: Column<Row> = {
    key: 'aksi',
    header: 'Aksi',
    width: narrow ? '84px' : '96px',
    render: (r) => <RowActionsMenu actions={actions} title={r.judul} onAction={(a) => onAction(r, a)} />,
  };
  const status = (r: Row) => <MouStatusBadge status={r.idStatus} text={r.statusText} />;
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
    <PageCard title="Perjanjian / Rencana Kerja">
      <FiltersBar
        aria-label="Filter Perjanjian"
        onSubmit={search}
        actions={
          <>
            <Button type="submit" appearance="primary" icon={<SearchRegular />}>
              Cari
            </Button>
            {admin && (
              <Button
                icon={<ArrowExportRegular />}
                onClick={() =>
                  setOpen({
                    dialog: 'ekspor',
                    kind: 'pks',
                    judul: list.applied.judul,
                    status: list.applied.status ? Number(list.applied.status) : null,
                  })
                }
              >
                Ekspor Data
              </Button>
            )}
            {admin && (
              <LinkButton to={adminPath('Create PKS')} icon={<AddRegular />}>
                Tambah Perjanjian
              </LinkButton>
            )}
            <Button icon={<ArrowResetRegular />} onClick={reset}>
              Reset
            </Button>
          </>
        }
      >
        <CommonFilterFields
          draft={list.draft}
          setField={(key, value) => list.setField(key, value)}
          onDismissAkanHabis={() => {
            clearUrl();
            list.searchWith({ akanHabis: false });
          }}
        />
        <Field label="Kesepakatan">
          <MouCombobox value={list.draft.mou} onChange={(v) => list.setField('mou', v)} />
        </Field>
        <Field label="Urutan">
          <Select value={list.draft.order} onChange={(_, d) => list.setField('order', d.value as SortOrder)}>
            <option value="DESC">Terbaru</option>
            <option value="ASC">Terlama</option>
          </Select>
        </Field>
      </FiltersBar>

      <DataTable
        aria-label="Daftar Perjanjian"
        columns={columns}
        items={data?.pkss.items ?? []}
        getRowKey={(r) => r.idPks}
        loading={loading && !data}
        minWidth={narrow ? '0' : '860px'}
        stickyLastColumn
      />
      <Paging total={(data ?? previousData)?.pkss.total ?? 0} page={list.page} limit={list.limit} onChange={list.changePage} />

      <KerjasamaDialogs open={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus Perjanjian"
        message={`Yakin ingin menghapus Perjanjian "${confirm.target?.judul ?? ''}" ?`}
        busy={deleting.loading}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void confirmDelete(confirm.target)}
      />
    </PageCard>
  );
};
