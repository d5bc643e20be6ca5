import { useSearchParams } from 'react-router-dom';
import { PageCard } from '../../ui/PageCard';
import { KesepakatanDariPenjajakan } from '../tkksd/KesepakatanDariPenjajakan';
import { KesepakatanForm } from './KesepakatanForm';
import { emptyKesepakatanForm } from './kesepakatanForm';

/** Create Kesepakatan (SPEC §2.3). */
export function CreateKesepakatanPage() {
  // "Buat Kesepakatan" from an approved proposal (issue 17): ?penjajagan=<id>
  const dariPenjajagan = Number(useSearchParams()[0].get('penjajagan')) || null;
  return (
    <PageCard title="Tambah Kesepakatan">
      {dariPenjajagan ? <KesepakatanDariPenjajakan idPenjajagan={dariPenjajagan} /> : <KesepakatanForm initial={emptyKesepakatanForm} />}
    </PageCard>
  );
}
