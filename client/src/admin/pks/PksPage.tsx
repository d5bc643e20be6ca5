import { ComingSoon } from '../../pages/ComingSoon';

export function PksPage() {
  return <ComingSoon title="PKS" />;
}
