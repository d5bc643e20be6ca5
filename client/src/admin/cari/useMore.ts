import { useState } from 'react';
import type { CariQuery } from '../../generated/graphql';

/** Hits per page: the API's default, which the dialog asks for. */
export const PAGE = 20;

/**
 * The next page of the same search, appended ("Tampilkan lebih banyak"): offered while a full page came last,
 * fewer hits are shown than the total tells, and the hits are not those of corrected words (which were
 * searched for the first page only). `key` names the search: a new one starts over. `onLoaded` hears how many
 * hits came (the button may go, and the focus with it).
 */
export const useMore = (
  result: CariQuery['cari'] | undefined,
  key: string,
  fetchPage: (halaman: number) => Promise<number>,
  onLoaded: (added: number) => void,
) => {
  const [loading, setLoading] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !!result && !result.mirip && ended !== key && result.items.length % PAGE === 0 && result.items.length < result.total;
  const load = async () => {
    setLoading(true);
    setFailed(null);
    const before = result!.items.length;
    try {
      const added = await fetchPage(before / PAGE + 1);
      if (added < PAGE) setEnded(key);
      onLoaded(added);
    } catch {
      setFailed(key);
    } finally {
      setLoading(false);
    }
  };
  return { shown: shown || loading, loading, failed: failed === key, load };
};
