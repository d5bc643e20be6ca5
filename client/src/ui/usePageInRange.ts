import { useEffect } from 'react';
import type { useListState } from './useListState';

type ListPaging = Pick<ReturnType<typeof useListState>, 'page' | 'limit' | 'changePage'>;

/**
 * A page that no longer exists (rows deleted in another session and the list reloaded live, or a filter's
 * count shrank) moves to the last page that does, or to the first when nothing is left: an empty page
 * with its pager hidden (SPEC §9: shown only above 20 rows) left no way back but Cari or Reset.
 */
export const usePageInRange = ({ page, limit, changePage }: ListPaging, loaded: { items: readonly unknown[]; total: number } | undefined): void => {
  const empty = loaded !== undefined && loaded.items.length === 0;
  const total = loaded?.total ?? 0;
  useEffect(() => {
    if (!empty || page <= 1) return;
    const last = Math.max(1, Math.ceil(total / limit));
    if (page > last) changePage(last, limit);
  }, [empty, total, page, limit, changePage]);
};
