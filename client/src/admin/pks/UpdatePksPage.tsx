import { ComingSoon } from '../../pages/ComingSoon';

export function UpdatePksPage() {
  return <ComingSoon title="Ubah Perjanjian/Rencana Kerja" />;
}
