import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useListState } from '../../ui/useListState';

/**
 * A list's filters (useListState) that follow the address, where a search hit (`?judul=`) or a dashboard card
 * links to: the first ones come from it, and again, on page 1, whenever the address changes by navigation — a
 * link, even to the address already shown, or back/forward. Typing in the filter box leaves the address alone;
 * Cari, Reset and searchWith drop its filters (replacing the entry, which the list then does not follow), so a
 * reload shows what was searched last. `fromUrl` gives the whole filter set of a query string.
 */
export const useListFromUrl = <F extends object>(initial: F, fromUrl: (params: URLSearchParams) => F) => {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigation = useNavigationType();
  const [start] = useState(() => fromUrl(params));
  const list = useListState(initial, start);
  // a new address: its filters apply at once, in this render (no load with the old ones)
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    if (navigation !== 'REPLACE') list.searchWith(fromUrl(params));
  }
  const clearUrl = () => params.size > 0 && setParams({}, { replace: true });
  return {
    ...list,
    search: () => {
      clearUrl();
      list.search();
    },
    reset: () => {
      clearUrl();
      list.reset();
    },
    searchWith: (patch: Partial<F>) => {
      clearUrl();
      list.searchWith(patch);
    },
  };
};

/** `?name=` over the initial filters: a text filter a search hit links to (`?judul=`, `?skpd=`). */
export const textFromUrl =
  <F extends object>(initial: F, name: keyof F & string) =>
  (params: URLSearchParams): F => {
    const value = params.get(name);
    return value === null ? initial : { ...initial, [name]: value };
  };
