import { useParams } from 'react-router-dom';
import { Body1, Spinner } from '@fluentui/react-components';
import { useKesepakatanByIdQuery } from '../../generated/hooks';
import { PageCard } from '../../ui/PageCard';
import { KesepakatanForm } from './KesepakatanForm';
import { kesepakatanFormFromMou } from './kesepakatanForm';

/** Update Kesepakatan (SPEC §2.3): the route param holds the id; the agreement is always read fresh. */
export function UpdateKesepakatanPage() {
  const { judul } = useParams();
  const idMou = Number(judul);
  const valid = Number.isInteger(idMou) && idMou > 0;
  const { data, loading, error, refetch } = useKesepakatanByIdQuery({
    variables: { idMou },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const mou = data?.mou;
  return (
    <PageCard title="Ubah Kesepakatan">
      {mou ? (
        <KesepakatanForm
          key={mou.idMou}
          idMou={mou.idMou}
          versiTahapan={mou.tahapan.versi}
          bacaTahapan={async () => {
            const m = (await refetch()).data?.mou;
            return m && { versi: m.tahapan.versi, idStatus: m.idStatus };
          }}
          initial={kesepakatanFormFromMou(mou)}
        />
      ) : loading ? (
        <Spinner label="Memuat..." />
      ) : (
        <Body1>{!valid || error ? 'Kesepakatan tidak ditemukan' : null}</Body1>
      )}
    </PageCard>
  );
}
