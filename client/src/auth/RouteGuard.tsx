import { Suspense, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../pages/PageSpinner';
import { notify } from '../ui/toast';
import { signOut } from './actions';
import { classifyPath, decideGuard, loginRedirect } from './guard';
import { sessionErrors, sessionStore } from './session';

export const GUARD_ERROR_MESSAGE = 'Has Error';

/** Root layout route: applies the navigation guard of SPEC §2.1 to every location. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const decision = decideGuard({ pathname: location.pathname, search: location.search, session });
  const here = useRef(location);
  here.current = location;

  const fail = useCallback(() => {
    if (!sessionStore.get().token) return;
    const { pathname, search } = here.current;
    void signOut();
    notify.error(GUARD_ERROR_MESSAGE);
    navigate(classifyPath(pathname).kind === 'admin' ? loginRedirect(pathname, search) : '/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (decision.type === 'error') fail();
  }, [decision.type, fail]);

  useEffect(() => sessionErrors.subscribe(fail), [fail]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'error') return null;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
