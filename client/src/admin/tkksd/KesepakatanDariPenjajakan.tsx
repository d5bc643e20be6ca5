import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useAddKesepakatanSkpdMutation, usePenjajakanUntukKesepakatanQuery } from '../../generated/hooks';
import { KesepakatanForm } from '../kesepakatan/KesepakatanForm';
import { emptyKesepakatanForm } from '../kesepakatan/kesepakatanForm';

/**
 * "Buat Kesepakatan" from an approved proposal (issue 17): the agreement form prefilled with the proposal,
 * its partner, title and description as a draft (status Baru, stage Draf); the proposal's agencies are
 * linked to the new agreement once it is stored.
 */
export const KesepakatanDariPenjajakan = ({ idPenjajagan }: { idPenjajagan: number }) => {
  const { data, error } = usePenjajakanUntukKesepakatanQuery({ variables: { idPenjajagan } });
  const [addSkpd] = useAddKesepakatanSkpdMutation();
  const p = data?.penjajagan;
  if (error) return <MessageBar intent="error"><MessageBarBody>Penjajakan tidak ditemukan</MessageBarBody></MessageBar>;
  if (!p) return <Spinner label="Memuat penjajakan..." />;
  return (
    <>
      <MessageBar intent="info">
        <MessageBarBody>
          Dari penjajakan {p.noPenjajagan}
          {p.skpd.length ? `; SKPD terkait (${p.skpd.map((s) => s.skpd).join(', ')}) ditautkan setelah disimpan` : ''}.
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
        afterCreate={async (idMou) => {
          for (const s of p.skpd) await addSkpd({ variables: { idMou, idSkpd: s.idSkpd } });
        }}
      />
    </>
  );
};
