import { PageCard } from '../../ui/PageCard';
import { PksForm } from './PksForm';
import { emptyPksForm } from './pksForm';

/** Create PKS (SPEC §2.3). */
export function CreatePksPage() {
  return (
    <PageCard title="Tambah Perjanjian/Rencana Kerja">
      <PksForm initial={emptyPksForm} />
    </PageCard>
  );
}
