import { useParams } from 'react-router-dom';
import { PublicPlaceholder } from '../PublicPlaceholder';

export function KegiatanDetailPage() {
  const { id } = useParams();
  return <PublicPlaceholder key={id} title="Kegiatan" tall />;
}
