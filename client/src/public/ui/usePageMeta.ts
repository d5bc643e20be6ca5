import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Kerja Sama Pemerintah Kota';

export interface PageMeta {
  title: string;
  description: string;
}

/** Where a page rendered on the server leaves its title and description (ssr/renderPublicPage.tsx). */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

export const documentTitle = (title: string): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

const setMeta = (name: string, content: string) => {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
};

/** Each public page names itself: `<title>` and the meta description (search results, link previews). */
export function usePageMeta(title: string, description: string): void {
  // on the server, during the render (effects do not run there); the last page rendered wins
  useContext(PageMetaSink)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    setMeta('description', description);
  }, [title, description]);
}
