import { Suspense, lazy, useEffect, useState } from 'react';
import { hasPendingNotices, notify, onUnheardNotice, type Notifier } from './notices';

export { notify, TOAST_TIMEOUT, type Notifier } from './notices';

export const useNotify = (): Notifier => notify;

const ToasterHost = lazy(() => import('./toastHost').then((m) => ({ default: m.ToasterHost })));

/**
 * Mount once near the root. The Fluent toaster (a large download) loads with the first notice, not with
 * the page: a visitor who never sees a message never downloads it. Notices wait for it meanwhile.
 */
export function NotifyHost() {
  const [needed, setNeeded] = useState(hasPendingNotices);
  useEffect(() => {
    if (needed) return undefined;
    const wake = () => setNeeded(true);
    const stop = onUnheardNotice(wake);
    if (hasPendingNotices()) wake();
    return stop;
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
