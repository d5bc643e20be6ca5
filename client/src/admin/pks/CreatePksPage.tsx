import { ComingSoon } from '../../pages/ComingSoon';

export function CreatePksPage() {
  return <ComingSoon title="Tambah Perjanjian/Rencana Kerja" />;
}
