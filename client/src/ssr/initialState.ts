import type { NormalizedCacheObject } from '@apollo/client';

/**
 * The id of the JSON block in which the server hands over the answers a page was rendered with
 * (ssr/renderPublicPage.tsx; server/src/app/public-pages.ts). A data block, not a script: the CSP runs
 * no inline scripts.
 */
export const APOLLO_STATE_ID = 'apollo-state';

/** The Apollo cache a server-rendered page was rendered with; empty for every other page. */
export const initialApolloState = (): NormalizedCacheObject => {
  const text = typeof document === 'undefined' ? null : document.getElementById(APOLLO_STATE_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as NormalizedCacheObject;
  } catch {
    return {};
  }
};
