import { PublicPlaceholder } from '../PublicPlaceholder';

export function BerandaPage() {
  return <PublicPlaceholder title="Beranda" tall />;
}
