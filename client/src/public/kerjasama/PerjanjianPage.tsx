import { PublicPlaceholder } from '../PublicPlaceholder';

export function PerjanjianPage() {
  return <PublicPlaceholder title="Perjanjian/Rencana Kerja" />;
}
