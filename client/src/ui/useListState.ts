import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './Paging';

/**
 * Filters being typed (`draft`) versus the ones the list was loaded with (`applied`). Cari applies the
 * draft on page 1; reset returns to the first load's variables, which the Apollo cache still holds.
 */
export const useListState = <F extends object>(initial: F, start: F = initial) => {
  // `start`: the filters of the first load when they differ from the reset target (e.g. from the URL)
  const [draft, setDraft] = useState<F>(start);
  const [applied, setApplied] = useState<F>(start);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);

  const setField = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setDraft((prev) => ({ ...prev, [key]: value }));
  }, []);
  const search = useCallback(() => {
    setApplied(draft);
    setPage(1);
  }, [draft]);
  /** Changes some filters and applies the whole draft at once (page 1). */
  const searchWith = useCallback(
    (patch: Partial<F>) => {
      const next = { ...draft, ...patch };
      setDraft(next);
      setApplied(next);
      setPage(1);
    },
    [draft],
  );
  const reset = useCallback(() => {
    setDraft(initial);
    setApplied(initial);
    setPage(1);
    setLimit(DEFAULT_PAGE_SIZE);
  }, [initial]);
  const changePage = useCallback((p: number, l: number) => {
    setPage(p);
    setLimit(l);
  }, []);

  return { draft, setField, applied, page, limit, search, searchWith, reset, changePage, offset: (page - 1) * limit };
};
