import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular, ArrowExportRegular, ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { LinkButton } from '../../router/LinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FiltersBar } from '../../ui/FiltersBar';
import type { CrudList } from '../../ui/useCrudList';
import { CommonFilterFields } from './CommonFilterFields';
import { KerjasamaDialogs } from './KerjasamaDialogs';
import { KIND_TEXT } from './kind';
import type { KerjasamaRow, useKerjasamaList } from './useKerjasamaList';
import type { KerjasamaFilters } from './listFilters';

type ListState<R extends KerjasamaRow = KerjasamaRow> = ReturnType<typeof useKerjasamaList<KerjasamaFilters, R>>;

export interface KerjasamaFiltersBarProps {
  state: Pick<ListState, 'admin' | 'list' | 'search' | 'reset' | 'dismissAkanHabis' | 'openExport'>;
  /** 'Filter Kesepakatan' / 'Filter Perjanjian'. */
  'aria-label': string;
  addTo: string;
  addLabel: string;
  /** Filters after Judul, Status, No. Kontrak (and the Akan Habis chip). */
  children?: ReactNode;
}

/** The filter form of the Kesepakatan and PKS lists: Cari, Ekspor Data (SPEC §2.3's label on both) and Tambah (admins), Reset. */
export const KerjasamaFiltersBar = ({ state, 'aria-label': ariaLabel, addTo, addLabel, children }: KerjasamaFiltersBarProps) => (
  <FiltersBar
    aria-label={ariaLabel}
    onSubmit={state.search}
    actions={
      <>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          Cari
        </Button>
        {state.admin && (
          <Button icon={<ArrowExportRegular />} onClick={state.openExport}>
            Ekspor Data
          </Button>
        )}
        {state.admin && (
          <LinkButton to={addTo} icon={<AddRegular />}>
            {addLabel}
          </LinkButton>
        )}
        <Button icon={<ArrowResetRegular />} onClick={state.reset}>
          Reset
        </Button>
      </>
    }
  >
    <CommonFilterFields
      draft={state.list.draft}
      setField={(key, value) => state.list.setField(key, value)}
      onDismissAkanHabis={state.dismissAkanHabis}
    />
    {children}
  </FiltersBar>
);

export interface KerjasamaListDialogsProps<R extends KerjasamaRow> {
  state: Pick<ListState<R>, 'kind' | 'open' | 'setOpen'>;
  /** The list's delete confirmation, and its reload after an agency is added (useCrudList). */
  crud: Pick<CrudList<R>, 'target' | 'confirmDialog' | 'closeAndReload'>;
}

/** The row dialogs, and the delete confirmation ("Konfirmasi Hapus Kesepakatan" / "… Perjanjian"). */
export const KerjasamaListDialogs = <R extends KerjasamaRow>({ state, crud }: KerjasamaListDialogsProps<R>) => {
  const { open, setOpen } = state;
  const entity = KIND_TEXT[state.kind].entity;
  return (
    <>
      <KerjasamaDialogs open={open} onClose={() => setOpen(null)} onAdded={crud.closeAndReload(() => setOpen(null))} />
      <ConfirmDialog
        {...crud.confirmDialog}
        title={`Konfirmasi Hapus ${entity}`}
        message={`Yakin ingin menghapus ${entity} "${crud.target?.judul ?? ''}" ?`}
      />
    </>
  );
};
