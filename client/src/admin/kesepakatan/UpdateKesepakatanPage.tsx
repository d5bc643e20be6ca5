import { ComingSoon } from '../../pages/ComingSoon';

export function UpdateKesepakatanPage() {
  return <ComingSoon title="Ubah Kesepakatan" />;
}
