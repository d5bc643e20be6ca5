import { ComingSoon } from '../../pages/ComingSoon';

export function GambarPage() {
  return <ComingSoon title="Gambar" />;
}
