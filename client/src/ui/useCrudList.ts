import type { ConfirmDialogProps } from './ConfirmDialog';
import type { PagingProps } from './Paging';
import { notify } from './notices';
import { useConfirm } from './useConfirm';
import type { useListState } from './useListState';
import { usePageInRange } from './usePageInRange';

/** The paging part of useListState. */
export type ListPaging = Pick<ReturnType<typeof useListState>, 'page' | 'limit' | 'changePage'>;

/** What the hook reads of a generated `useXQuery` result. */
export interface ListQuery<TData> {
  data?: TData;
  previousData?: TData;
  loading: boolean;
  refetch(): unknown;
}

export interface CrudListOptions<TData, R> {
  /** The screen's filters and paging (useListState). */
  list: ListPaging;
  /** The screen's list query, loaded with `list.page` and `list.limit`. */
  query: ListQuery<TData>;
  /** Where the page of rows sits in the query's data, e.g. `(d) => d.skpds`. */
  pageOf(data: TData): { items: readonly R[]; total: number };
  /** Deletes one row (a generated mutation); rejects when the server refused it. */
  remove(row: R): Promise<unknown>;
  /** The delete is under way (the mutation's `loading`): the confirmation's buttons wait. */
  removing: boolean;
}

/** The ConfirmDialog props the hook decides; the screen adds the title and the message. */
export type DeleteConfirmProps = Pick<ConfirmDialogProps, 'open' | 'busy' | 'onCancel' | 'onConfirm'>;

/**
 * The sequence every admin list with a delete button runs (SPEC §2.3, §8): the rows and the paging of the
 * query, Hapus asks first (`ask(row)`, then a ConfirmDialog with `confirmDialog` and a message about
 * `target`), the confirmed delete shows the Success notice, and the list follows: one page back when the
 * deleted row was the last of a page after the first, otherwise the page is loaded again. A refused delete
 * closes the confirmation too (the error link has shown the server's message) and reloads the page, which
 * may have changed meanwhile.
 */
export const useCrudList = <TData, R>({ list, query, pageOf, remove, removing }: CrudListOptions<TData, R>) => {
  const confirm = useConfirm<R>();
  const current = query.data === undefined ? undefined : pageOf(query.data);
  const shown = query.data ?? query.previousData;
  const reload = () => void query.refetch();
  usePageInRange(list, current);

  const removeConfirmed = async (row: R) => {
    let steppedBack = false;
    try {
      await remove(row);
      notify.success();
      if (current?.items.length === 1 && list.page > 1) {
        list.changePage(list.page - 1, list.limit);
        steppedBack = true;
      }
    } catch {
      // the error link has already shown the server's message
    } finally {
      confirm.close();
      if (!steppedBack) reload();
    }
  };

  const confirmDialog: DeleteConfirmProps = {
    open: confirm.open,
    busy: removing,
    onCancel: confirm.close,
    onConfirm: () => {
      if (confirm.target) void removeConfirmed(confirm.target);
    },
  };
  const paging: PagingProps = {
    total: shown === undefined ? 0 : pageOf(shown).total,
    page: list.page,
    limit: list.limit,
    onChange: list.changePage,
  };

  return {
    /** The rows of the page being viewed (none while the first load runs). */
    rows: current?.items ?? [],
    /** The first load is under way (later loads keep the rows shown). */
    loading: query.loading && query.data === undefined,
    paging,
    reload,
    /** For a form's onSaved: closes it, then loads the page again. */
    closeAndReload: (close: () => void) => () => {
      close();
      reload();
    },
    /** Asks to delete a row (opens the confirmation). */
    ask: confirm.ask,
    /** The row being confirmed; kept while the confirmation closes, so its text stays. */
    target: confirm.target,
    confirmDialog,
  };
};

export type CrudList<R> = ReturnType<typeof useCrudList<unknown, R>>;
