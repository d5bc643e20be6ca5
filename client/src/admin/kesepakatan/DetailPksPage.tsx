import { ComingSoon } from '../../pages/ComingSoon';

export function DetailPksPage() {
  return <ComingSoon title="Detail PKS" />;
}
