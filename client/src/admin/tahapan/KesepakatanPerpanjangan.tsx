import { Body1, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useKesepakatanByIdQuery } from '../../generated/hooks';
import { KesepakatanForm } from '../kesepakatan/KesepakatanForm';
import { kesepakatanFormFromMou } from '../kesepakatan/kesepakatanForm';

/**
 * "Perpanjang" (issue 17): a new agreement renewing this one (id_mou_lama), prefilled from it with new dates
 * and number left empty, as a draft; the old one becomes Diperpanjang when the new one is signed.
 */
export const KesepakatanPerpanjangan = ({ idMouLama }: { idMouLama: number }) => {
  const { data, loading, error } = useKesepakatanByIdQuery({ variables: { idMou: idMouLama }, fetchPolicy: 'network-only' });
  const m = data?.mou;
  if (!m) return loading ? <Spinner label="Memuat..." /> : <Body1>{error ? 'Kesepakatan tidak ditemukan' : null}</Body1>;
  return (
    <>
      <MessageBar intent="info">
        <MessageBarBody>
          Perpanjangan dari {m.noKontrak}: kesepakatan lama menjadi Diperpanjang saat kesepakatan baru ini ditandatangani.
        </MessageBarBody>
      </MessageBar>
      <KesepakatanForm
        initial={{
          ...kesepakatanFormFromMou(m),
          mouLama: { id: m.idMou, label: m.noKontrak },
          tglMulai: '',
          tglBerakhir: '',
          noKontrak: '',
          status: '3',
        }}
      />
    </>
  );
};
