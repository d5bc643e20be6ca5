import { Suspense, lazy } from 'react';
import { useSession } from '../../auth/useSession';
import { ActionLink } from '../ui/Action';

// The user menu (Fluent Menu, Avatar) is only downloaded by signed-in visitors: not on a first visit.
const SessionUserMenu = lazy(() => import('./SessionUserMenu').then((m) => ({ default: m.SessionUserMenu })));

/** Login button, or the signed-in user's menu: name, own start page, Keluar (SPEC §2.1). */
export function SessionMenu({ onLight }: { onLight: boolean }) {
  const { isLoggedIn } = useSession();

  if (!isLoggedIn) {
    return (
      <ActionLink to="/login" appearance={onLight ? 'primary' : 'outlineOnDark'}>
        Login
      </ActionLink>
    );
  }
  return (
    <Suspense fallback={null}>
      <SessionUserMenu onLight={onLight} />
    </Suspense>
  );
}
