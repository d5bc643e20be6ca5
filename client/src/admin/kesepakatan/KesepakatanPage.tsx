import { ComingSoon } from '../../pages/ComingSoon';

export function KesepakatanPage() {
  return <ComingSoon title="Kesepakatan" />;
}
