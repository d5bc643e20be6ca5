/** Paging arithmetic without GraphQL types, for the legacy wire too (common/paging.ts has the input types). */

/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 100;

/** A page as the lists take it: out-of-range values are clamped (a limit of 0 is the default 20), never an error. */
export const pageWindow = (p?: { page?: number | null; limit?: number | null } | null): { limit: number; offset: number } => {
  const limit = Math.min(Math.max(Math.trunc(p?.limit ?? 20) || 20, 1), MAX_PAGE_SIZE);
  const page = Math.min(Math.max(Math.trunc(p?.page ?? 1) || 1, 1), 1_000_000);
  return { limit, offset: (page - 1) * limit };
};
