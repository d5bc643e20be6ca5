import { ComingSoon } from '../../pages/ComingSoon';

export function PenjajakanPage() {
  return <ComingSoon title="Penjajakan" />;
}
