import { useState } from 'react';
import { isAdmin } from '@rules/levels';
import { useSession } from '../../auth/useSession';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import type { Column } from '../../ui/DataTable';
import { useListFromUrl } from '../cari/useListFromUrl';
import type { OpenDialog } from './KerjasamaDialogs';
import type { Kind } from './kind';
import { type KerjasamaFilters, filtersFromSearch } from './listFilters';
import { RowActionsMenu } from './RowActionsMenu';
import { type RowAction, rowActionsFor } from './rowActions';
import { MouStatusBadge } from './status';

/** What the Kesepakatan and PKS list rows share. */
export interface KerjasamaRow {
  judul: string;
  idStatus: number;
  statusText: string;
}

/**
 * The state the Kesepakatan and PKS admin lists share: filters (from the URL of a dashboard card or a search
 * hit, which Cari and Reset drop), the open dialog, and the No / Aksi / Status columns (the delete confirmation is useCrudList's).
 * `initial` must be a module constant (it is the reset target).
 */
export const useKerjasamaList = <F extends KerjasamaFilters, R extends KerjasamaRow>(kind: Kind, initial: F) => {
  const { level } = useSession();
  const admin = level !== null && isAdmin(level);
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const list = useListFromUrl(initial, (params): F => ({ ...initial, ...filtersFromSearch(params) }));
  const [open, setOpen] = useState<OpenDialog>(null);

  const dismissAkanHabis = () => list.searchWith({ akanHabis: false } as Partial<F>);
  const openExport = () =>
    setOpen({ dialog: 'ekspor', kind, judul: list.applied.judul, status: list.applied.status ? Number(list.applied.status) : null });

  const actions = rowActionsFor(kind, level);
  const noColumn: Column<R> = { key: 'no', header: 'No', width: '48px', render: (_, i) => list.offset + i + 1 };
  const aksiColumn = (width: string, onAction: (row: R, action: RowAction) => void): Column<R> => ({
    key: 'aksi',
    header: 'Aksi',
    width: narrow ? '84px' : width,
    render: (r) => <RowActionsMenu actions={actions} title={r.judul} onAction={(a) => onAction(r, a)} />,
  });
  const status = (r: R) => <MouStatusBadge status={r.idStatus} text={r.statusText} />;

  return {
    kind,
    admin,
    narrow,
    list,
    open,
    setOpen,
    search: list.search,
    reset: list.reset,
    dismissAkanHabis,
    openExport,
    noColumn,
    aksiColumn,
    status,
  };
};
