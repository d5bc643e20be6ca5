import { ComingSoon } from '../../pages/ComingSoon';

export function KegiatanPage() {
  return <ComingSoon title="Kegiatan" />;
}
