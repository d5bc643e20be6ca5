import { ComingSoon } from '../../pages/ComingSoon';

export function BerandaPage() {
  return <ComingSoon title="Beranda" />;
}
