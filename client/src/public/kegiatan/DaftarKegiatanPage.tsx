import { PublicPlaceholder } from '../PublicPlaceholder';

export function DaftarKegiatanPage() {
  return <PublicPlaceholder title="Kegiatan" tall />;
}
