import { useEffect } from 'react';
import { useTandaiChatDibacaMutation } from '../../generated/hooks';

/**
 * An open chat has been read: its chat notifications in the bell are marked read (on the server, so their
 * delayed mails are not sent either) once when the chat opens; the bell's count drops by those marked.
 */
export const useTandaiChatDibaca = (idPenjajagan: number): void => {
  const [tandai] = useTandaiChatDibacaMutation({ context: { silent: true } });
  useEffect(() => {
    void tandai({
      variables: { idPenjajagan },
      update: (cache, { data }) => {
        const marked = data?.tandaiChatDibaca.length ?? 0;
        if (marked) cache.modify({ fields: { jumlahNotifikasiBelumDibaca: (n: number) => Math.max(0, n - marked) } });
      },
    }).catch(() => undefined);
  }, [tandai, idPenjajagan]);
};
