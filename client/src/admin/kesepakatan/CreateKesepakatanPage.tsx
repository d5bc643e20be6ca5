import { ComingSoon } from '../../pages/ComingSoon';

export function CreateKesepakatanPage() {
  return <ComingSoon title="Tambah Kesepakatan" />;
}
