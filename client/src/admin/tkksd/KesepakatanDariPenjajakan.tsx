import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { RequestContext } from '../../apollo/links';
import { useBuatKesepakatanDariPenjajakanMutation, usePenjajakanUntukKesepakatanQuery } from '../../generated/hooks';
import { KesepakatanForm } from '../kesepakatan/KesepakatanForm';
import { emptyKesepakatanForm } from '../kesepakatan/kesepakatanForm';

/**
 * "Buat Kesepakatan" from an approved proposal (issue 17): the agreement form prefilled with the proposal,
 * its partner, title and description as a draft (status Baru, stage Draf); the proposal and its partner (the
 * account that submitted it) cannot be changed here, as the server refuses another. The server stores it with
 * the proposal's agencies in one transaction (buatKesepakatanDariPenjajagan).
 */
export const KesepakatanDariPenjajakan = ({ idPenjajagan }: { idPenjajagan: number }) => {
  const { data, error } = usePenjajakanUntukKesepakatanQuery({ variables: { idPenjajagan } });
  const [buat] = useBuatKesepakatanDariPenjajakanMutation({ context: { silent: true } satisfies RequestContext });
  const p = data?.penjajagan;
  if (error) return <MessageBar intent="error"><MessageBarBody>Penjajakan tidak ditemukan</MessageBarBody></MessageBar>;
  if (!p) return <Spinner label="Memuat penjajakan..." />;
  return (
    <>
      <MessageBar intent="info">
        <MessageBarBody>
          Dari penjajakan {p.noPenjajagan}
          {p.skpd.length ? `; SKPD terkait (${p.skpd.map((s) => s.skpd).join(', ')}) ditautkan bersama kesepakatan` : ''}.
        </MessageBarBody>
      </MessageBar>
      <KesepakatanForm
        initial={{
          ...emptyKesepakatanForm,
          penjajakan: { id: p.idPenjajagan, label: p.noPenjajagan },
          akunMitra: { idUser: p.idUser, nama: p.namaPengaju },
          mitra: p.namaPengaju,
          judul: p.judul,
          deskripsi: p.deskripsi,
          status: '3',
        }}
        createWith={(input) => buat({ variables: { idPenjajagan, input } })}
        dariPenjajakan
      />
    </>
  );
};
