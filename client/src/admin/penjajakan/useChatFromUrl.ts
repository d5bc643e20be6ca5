import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { notify } from '../../ui/notices';
import type { PenjajakanRow } from './penjajakanForm';

/**
 * `?chat=<id>`, where a chat notification links to (with `?judul=` filtering the list to that proposal): once
 * the page's rows are there, that proposal's chat opens, once per visit of the link; the parameter is then
 * dropped (a reload shows the list). A proposal no longer there is said so.
 */
export const useChatFromUrl = (rows: readonly PenjajakanRow[] | undefined, openChat: (row: PenjajakanRow) => void) => {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const handled = useRef<string | null>(null);
  const id = Number(params.get('chat'));
  useEffect(() => {
    if (!id || !rows || handled.current === key) return;
    handled.current = key;
    const row = rows.find((r) => r.idPenjajagan === id);
    if (row) openChat(row);
    else notify.error('Penjajakan dari notifikasi ini tidak ditemukan; mungkin sudah dihapus.');
    const next = new URLSearchParams(params);
    next.delete('chat');
    setParams(next, { replace: true });
  }, [id, rows, key, params, setParams, openChat]);
};
