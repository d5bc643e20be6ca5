import { ComingSoon } from '../../pages/ComingSoon';

export function MitraPage() {
  return <ComingSoon title="Mitra" />;
}
