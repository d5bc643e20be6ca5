import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams } from '../listParams';

/**
 * Page and title filter of a public list, kept in the address (`?judul=…&page=2`): shareable, and the
 * back button returns to the previous page. With no parameters: page 1 and an empty title (SPEC §2.1).
 * The anchor should have a `scroll-margin-top` clearing the fixed navbar.
 */
export function useListParams(anchorId?: string) {
  const [params, setParams] = useSearchParams();
  const { judul, page } = readListParams(params);

  const update = useCallback(
    (next: { judul?: string; page?: number }) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          const j = (next.judul ?? prev.get('judul') ?? '').trim();
          const p = next.page ?? 1;
          if (j) out.set('judul', j);
          else out.delete('judul');
          if (p > 1) out.set('page', String(p));
          else out.delete('page');
          return out;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return {
    judul,
    page,
    /** A new search always starts at page 1. */
    search: (value: string) => update({ judul: value, page: 1 }),
    /** Another page of the list; the view goes back to the list's top (`anchorId`). */
    setPage: (p: number) => {
      update({ page: p });
      if (anchorId) document.getElementById(anchorId)?.scrollIntoView?.({ block: 'start' });
    },
  };
}
