import { useEffect } from 'react';

export const SITE_NAME = 'Kerja Sama Pemerintah Kota';

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
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    setMeta('description', description);
  }, [title, description]);
}
