import type { ApolloClient } from '@apollo/client';
import { PublikBerandaDocument, PublikKegiatanDocument } from '../generated/public/graphql';
import { readListParams } from './listParams';

/**
 * The first public page's data, asked for while its code still downloads (App.tsx, before the first
 * render) instead of after the page has rendered: the page's own query (same document, same variables)
 * joins the request in flight or reads the answer from the cache. Only the pages whose largest paint
 * (the hero image) waits on a query: elsewhere (the agreement tables under a text hero) an early request
 * only competes with the page's code. A failure is left to the page's own query to report.
 */
export function prefetchPublicData(client: ApolloClient, pathname: string, search: string): void {
  const list = readListParams(new URLSearchParams(search));
  const ask = (request: Promise<unknown>) => void request.catch(() => undefined);
  switch (pathname.replace(/\/+$/, '')) {
    case '/beranda':
      ask(client.query({ query: PublikBerandaDocument }));
      break;
    case '/daftar-kegiatan':
      // the Kegiatan Terbaru carousel always shows the newest (page 1, no filter); the grid may ask for more
      ask(client.query({ query: PublikKegiatanDocument, variables: { judul: '', page: 1 } }));
      if (list.judul || list.page > 1) ask(client.query({ query: PublikKegiatanDocument, variables: list }));
      break;
  }
}
