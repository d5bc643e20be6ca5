import { useSearchParams } from 'react-router-dom';
import { PageCard } from '../../ui/PageCard';
import { KesepakatanDariPenjajakan } from '../tkksd/KesepakatanDariPenjajakan';
import { KesepakatanPerpanjangan } from '../tahapan/KesepakatanPerpanjangan';
import { KesepakatanForm } from './KesepakatanForm';
import { emptyKesepakatanForm } from './kesepakatanForm';

/** Create Kesepakatan (SPEC §2.3). */
export function CreateKesepakatanPage() {
  // "Buat Kesepakatan" from an approved proposal (issue 17): ?penjajagan=<id>
  const [params] = useSearchParams();
  const dariPenjajagan = Number(params.get('penjajagan')) || null;
  // "Perpanjang" from an agreement's stage panel: ?perpanjang=<idMou>
  const perpanjang = Number(params.get('perpanjang')) || null;
  return (
    <PageCard title="Tambah Kesepakatan">
      {perpanjang ? (
        <KesepakatanPerpanjangan idMouLama={perpanjang} />
      ) : dariPenjajagan ? (
        <KesepakatanDariPenjajakan idPenjajagan={dariPenjajagan} />
      ) : (
        <KesepakatanForm initial={emptyKesepakatanForm} />
      )}
    </PageCard>
  );
}
