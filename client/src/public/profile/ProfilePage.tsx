import { PublicPlaceholder } from '../PublicPlaceholder';

export function ProfilePage() {
  return <PublicPlaceholder title="Profil" />;
}
