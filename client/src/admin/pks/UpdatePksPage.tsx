import { useParams } from 'react-router-dom';
import { Body1, Spinner } from '@fluentui/react-components';
import { usePerjanjianByIdQuery } from '../../generated/hooks';
import { PageCard } from '../../ui/PageCard';
import { PksForm } from './PksForm';
import { pksFormFromPks } from './pksForm';

/** Update PKS (SPEC §2.3): the route param holds id_pks; the contract is always read fresh. */
export function UpdatePksPage() {
  const { judul } = useParams();
  const idPks = Number(judul);
  const valid = Number.isInteger(idPks) && idPks > 0;
  const { data, loading, error, refetch } = usePerjanjianByIdQuery({ variables: { idPks }, skip: !valid, fetchPolicy: 'network-only' });
  const pks = data?.pks;
  return (
    <PageCard title="Ubah Perjanjian/Rencana Kerja">
      {pks ? (
        <PksForm
          key={pks.idPks}
          idPks={pks.idPks}
          versiTahapan={pks.tahapan.versi}
          bacaTahapan={async () => {
            const p = (await refetch()).data?.pks;
            return p && { versi: p.tahapan.versi, idStatus: p.idStatus };
          }}
          initial={pksFormFromPks(pks)}
        />
      ) : loading ? (
        <Spinner label="Memuat..." />
      ) : (
        <Body1>{!valid || error ? 'Perjanjian tidak ditemukan' : null}</Body1>
      )}
    </PageCard>
  );
}
