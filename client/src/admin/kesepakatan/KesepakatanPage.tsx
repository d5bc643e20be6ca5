import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowExportRegular, ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { isAdmin } from '@rules/levels';
import { useSession } from '../../auth/useSession';
import type { KesepakatanRowFragment } from '../../generated/graphql';
import { useDeleteKesepakatanMutation, useKesepakatanChangedSubscription, useKesepakatanListQuery } from '../../generated/hooks';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { LinkButton } from '../../router/LinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { useNotify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { useListState } from '../../ui/useListState';
import { adminPath, encodeDetailPksParam } from '../layout/adminRoutes';
import { CommonFilterFields } from '../kerjasama/CommonFilterFields';
import { CompactCell } from '../kerjasama/CompactCell';
import { KerjasamaDialogs, type OpenDialog } from '../kerjasama/KerjasamaDialogs';
import { truncate } from '../kerjasama/format';
import { EMPTY_FILTERS, filterInput, filtersFromSearch } from '../kerjasama/listFilters';
import { RowActionsMenu } from '../kerjasama/RowActionsMenu';
import { type RowAction, rowActionsFor } from '../kerjasama/rowActions';
import { MouStatusBadge } from '../kerjasama/status';
import { useLiveRefetch } from '../kerjasama/useLiveRefetch';

type Row = KesepakatanRowFragment;

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  judul: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

/** KESEPAKATAN list (SPEC §2.3): filters, export, add, row actions per level, live updates. */
export const KesepakatanPage = () => {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { level } = useSession();
  const admin = level !== null && isAdmin(level);
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const [start] = useState(() => filtersFromSearch(searchParams));
  const list = useListState(EMPTY_FILTERS, start);
  const [open, setOpen] = useState<OpenDialog>(null);
  const confirm = useConfirm<Row>();

  const { data, previousData, loading, refetch } = useKesepakatanListQuery({
    variables: { filter: filterInput(list.applied), page: { page: list.page, limit: list.limit } },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefetch(refetch);
  useKesepakatanChangedSubscription({ onData: live, ignoreResults: true, context: { silent: true }, onError: () => undefined });
  const [deleteMou, deleting] = useDeleteKesepakatanMutation();

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
      await deleteMou({ variables: { idMou: row.idMou } });
      notify.success();
      if (data?.mous.items.length === 1 && list.page > 1) list.changePage(list.page - 1, list.limit);
    } catch {
      // the error link has shown the server's message (e.g. the agreement still has contracts)
    } finally {
      confirm.close();
      void refetch();
    }
  };

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
        return confirm.ask(row);
    }
  };

  const actions = rowActionsFor('mou', level);
  const no: Column<Row> = { key: 'no', header: 'No', width: '48px', render: (_, i) => list.offset + i + 1 };
  const aksi: Column<Row> = {
    key: 'aksi',
    header: 'Aksi',
    width: narrow ? '84px' : '100px',
    render: (r) => <RowActionsMenu actions={actions} title={r.judul} onAction={(a) => onAction(r, a)} />,
  };
  const status = (r: Row) => <MouStatusBadge status={r.idStatus} text={r.statusText} />;
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
      <FiltersBar
        aria-label="Filter Kesepakatan"
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
                    kind: 'mou',
                    judul: list.applied.judul,
                    status: list.applied.status ? Number(list.applied.status) : null,
                  })
                }
              >
                Ekspor
              </Button>
            )}
            {admin && (
              <LinkButton to={adminPath('Create Kesepakatan')} icon={<AddRegular />}>
                Tambah Kesepakatan
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
      </FiltersBar>

      <DataTable
        aria-label="Daftar Kesepakatan"
        columns={columns}
        items={data?.mous.items ?? []}
        getRowKey={(r) => r.idMou}
        loading={loading && !data}
        minWidth={narrow ? '0' : '820px'}
        stickyLastColumn
      />
      <Paging total={(data ?? previousData)?.mous.total ?? 0} page={list.page} limit={list.limit} onChange={list.changePage} />

      <KerjasamaDialogs open={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus Kesepakatan"
        message={`Yakin ingin menghapus Kesepakatan "${confirm.target?.judul ?? ''}" ?`}
        busy={deleting.loading}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void confirmDelete(confirm.target)}
      />
    </PageCard>
  );
};
