import { PublicPlaceholder } from '../PublicPlaceholder';

export function KontakPage() {
  return <PublicPlaceholder title="Kontak" />;
}
