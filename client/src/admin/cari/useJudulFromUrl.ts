import { useState } from 'react';

/**
 * A list's first filters with `judul` from the address (`?judul=`, where a search hit links to). Read from
 * the location itself, so a list rendered outside a router (its unit tests) simply starts unfiltered.
 */
export const useJudulFromUrl = <F extends { judul: string }>(initial: F): F => {
  const [start] = useState<F>(() => {
    const judul = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('judul');
    return judul === null ? initial : { ...initial, judul };
  });
  return start;
};
