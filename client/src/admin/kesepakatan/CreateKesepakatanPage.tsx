import { PageCard } from '../../ui/PageCard';
import { KesepakatanForm } from './KesepakatanForm';
import { emptyKesepakatanForm } from './kesepakatanForm';

/** Create Kesepakatan (SPEC §2.3). */
export function CreateKesepakatanPage() {
  return (
    <PageCard title="Tambah Kesepakatan">
      <KesepakatanForm initial={emptyKesepakatanForm} />
    </PageCard>
  );
}
