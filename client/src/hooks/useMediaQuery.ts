import { useSyncExternalStore } from 'react';
import { mobileQuery } from '../ui/layout';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below 992 px (SPEC §9): mobile navbar, drawer sidebar. */
export const useIsMobile = (): boolean => useMediaQuery(mobileQuery);
