import { PublicPlaceholder } from '../PublicPlaceholder';

export function KesepakatanPage() {
  return <PublicPlaceholder title="Kesepakatan" />;
}
