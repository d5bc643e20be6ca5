/**
 * The title filter and page a public list's address asks for (`?judul=…&page=2`; page 1 and no filter
 * by default). Outside public/ui so that the app shell (public/prefetch.ts) can read it too.
 */
export const readListParams = (params: URLSearchParams): { judul: string; page: number } => ({
  judul: params.get('judul') ?? '',
  page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
});
