import { useCallback, useState } from 'react';
import { Button, Field, Input, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, FolderOpenRegular } from '@fluentui/react-icons';
import { can } from '@rules/policy';
import {
  useDeletePenjajaganMutation,
  usePenjajaganChangedSubscription,
  usePenjajagansQuery,
  usePenjajakanContohDokumenQuery,
} from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { FiltersBar } from '../../ui/FiltersBar';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { useCrudList } from '../../ui/useCrudList';
import { textFromUrl, useListFromUrl } from '../cari/useListFromUrl';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useActor } from '../pengguna/currentUser';
import { ChatDialog } from './chat/ChatDialog';
import { useChatFromUrl } from './useChatFromUrl';
import { PenjajakanDetailDialog } from './PenjajakanDetailDialog';
import { PenjajakanDokumenDialog } from './PenjajakanDokumenDialog';
import { PenjajakanEksporDialog } from './PenjajakanEksporDialog';
import { PenjajakanFormDialog } from './PenjajakanFormDialog';
import { PenjajakanRowActions, type RowAction } from './PenjajakanRowActions';
import { PenjajakanSkpdDialog } from './PenjajakanSkpdDialog';
import type { PenjajakanRow } from './penjajakanForm';
import { PenjajakanStatusBadge, STATUS_OPTIONS } from './status';
import { OptionsSelect } from '../../ui/OptionsSelect';

interface Filters {
  judul: string;
  status: string;
}
const INITIAL: Filters = { judul: '', status: '' };
// ?judul=: where a hit of the global search links to
const FROM_URL = textFromUrl(INITIAL, 'judul');

type Open =
  | { kind: 'form'; row: PenjajakanRow | null }
  | { kind: Exclude<RowAction, 'ubah' | 'hapus'>; row: PenjajakanRow }
  | { kind: 'ekspor' }
  | null;

const useStyles = makeStyles({
  // three lines at most in the table; the whole text is in Detail
  deskripsi: {
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  judul: { fontWeight: tokens.fontWeightSemibold },
});

/** SPEC §9: long texts are cut to 200 characters under 600 px and 300 under 816 px. */
export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

export function PenjajakanPage() {
  const styles = useStyles();
  const actor = useActor();
  const list = useListFromUrl(INITIAL, FROM_URL);
  const [open, setOpen] = useState<Open>(null);
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const cut = narrow ? 200 : 300;

  const query = usePenjajagansQuery({
    variables: {
      filter: { judul: list.applied.judul.trim() || null, status: list.applied.status === '' ? null : Number(list.applied.status) },
      page: { page: list.page, limit: list.limit },
    },
    fetchPolicy: 'cache-and-network',
  });
  const contoh = usePenjajakanContohDokumenQuery({ fetchPolicy: 'cache-first' });
  const contohUrl = contoh.data?.profil.contohDokumenUrl || '';
  const [deletePenjajagan, deleting] = useDeletePenjajaganMutation();
  const crud = useCrudList({
    list,
    query,
    pageOf: (d) => d.penjajagans,
    remove: (row: PenjajakanRow) => deletePenjajagan({ variables: { idPenjajagan: row.idPenjajagan } }),
    removing: deleting.loading,
  });

  // Someone else created, changed or removed a proposal: reload the page being viewed.
  usePenjajaganChangedSubscription({ onData: crud.reload });
  // a chat notification's link opens that proposal's chat
  useChatFromUrl(query.data ? crud.rows : undefined, useCallback((row: PenjajakanRow) => setOpen({ kind: 'chat', row }), []));

  const reload = crud.closeAndReload(() => setOpen(null));
  const onAction = (action: RowAction, row: PenjajakanRow) => {
    if (action === 'hapus') crud.ask(row);
    else if (action === 'ubah') setOpen({ kind: 'form', row });
    else setOpen({ kind: action, row });
  };

  const columns: Column<PenjajakanRow>[] = [
    { key: 'no', header: 'No', width: '44px', render: (_, i) => list.offset + i + 1 },
    { key: 'nama', header: 'Nama', render: (r) => r.namaPengaju },
    { key: 'judul', header: 'Judul', render: (r) => <span className={styles.judul}>{r.judul}</span> },
    {
      key: 'deskripsi',
      header: 'Deskripsi',
      render: (r) => <span className={styles.deskripsi}>{truncate(r.deskripsi, cut)}</span>,
    },
    { key: 'no-penjajakan', header: 'No. Penjajakan', width: '130px', render: (r) => r.noPenjajagan },
    { key: 'status', header: 'Status', width: '124px', render: (r) => <PenjajakanStatusBadge status={r.idStatus} text={r.statusText} /> },
    { key: 'aksi', header: 'Aksi', width: '124px', render: (r) => <PenjajakanRowActions row={r} actor={actor} onAction={onAction} /> },
  ];

  return (
    <PageCard title="Penjajakan">
      <FiltersBar
        aria-label="Filter Penjajakan"
        onSubmit={list.search}
        onReset={list.reset}
        actions={
          <>
            {can(actor, 'penjajagan:write') && (
              <Button icon={<AddRegular />} onClick={() => setOpen({ kind: 'form', row: null })}>
                Tambah Penjajakan
              </Button>
            )}
            {can(actor, 'penjajagan:manage') && (
              <Button icon={<ArrowDownloadRegular />} onClick={() => setOpen({ kind: 'ekspor' })}>
                Ekspor Data
              </Button>
            )}
            {contohUrl ? (
              <Button as="a" href={contohUrl} target="_blank" rel="noopener noreferrer" icon={<FolderOpenRegular />}>
                Contoh Dokumen
              </Button>
            ) : (
              <Tooltip content="Alamat Contoh Dokumen belum diatur" relationship="description">
                <Button icon={<FolderOpenRegular />} disabledFocusable>
                  Contoh Dokumen
                </Button>
              </Tooltip>
            )}
          </>
        }
      >
        <Field label="Judul">
          <Input value={list.draft.judul} onChange={(_, d) => list.setField('judul', d.value)} />
        </Field>
        <Field label="Status">
          <OptionsSelect value={list.draft.status} onChange={(v) => list.setField('status', v)} empty="Semua" options={STATUS_OPTIONS} />
        </Field>
      </FiltersBar>

      <DataTable
        aria-label="Daftar Penjajakan"
        columns={columns}
        items={crud.rows}
        getRowKey={(r) => r.idPenjajagan}
        loading={crud.loading}
        minWidth="860px"
      />
      <Paging {...crud.paging} />

      {actor && open?.kind === 'form' && (
        <PenjajakanFormDialog row={open.row} actor={actor} onClose={() => setOpen(null)} onSaved={reload} />
      )}
      {open?.kind === 'detail' && (
        // the row as the list has it now: a decision in the dialog changes the status the dialog shows
        <PenjajakanDetailDialog row={crud.rows.find((r) => r.idPenjajagan === open.row.idPenjajagan) ?? open.row} onClose={() => setOpen(null)} />
      )}
      {actor && open?.kind === 'dokumen' && (
        <PenjajakanDokumenDialog row={open.row} actor={actor} onClose={() => setOpen(null)} onAdded={reload} />
      )}
      {actor && open?.kind === 'skpd' && (
        <PenjajakanSkpdDialog row={open.row} actor={actor} onClose={() => setOpen(null)} onAdded={reload} />
      )}
      {actor && open?.kind === 'chat' && <ChatDialog proposal={open.row} actor={actor} onClose={() => setOpen(null)} />}
      {open?.kind === 'ekspor' && <PenjajakanEksporDialog filters={list.applied} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        {...crud.confirmDialog}
        title="Konfirmasi Hapus Penjajakan"
        message={`Yakin ingin menghapus Penjajakan "${crud.target?.judul ?? ''}" ?`}
      />
    </PageCard>
  );
}
