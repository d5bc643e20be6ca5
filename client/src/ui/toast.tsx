import { Suspense, lazy, useEffect, useState } from 'react';

export const TOAST_TIMEOUT = 5000;

export type Intent = 'success' | 'error';
export interface Notice {
  intent: Intent;
  message: string;
}
export type Listener = (n: Notice) => void;

const listeners = new Set<Listener>();
const pending: Notice[] = [];
/** NotifyHost waits for the first notice before it loads the toaster. */
const hostWaiters = new Set<() => void>();

const emit = (n: Notice) => {
  if (listeners.size === 0) {
    pending.push(n);
    hostWaiters.forEach((w) => w());
    return;
  }
  listeners.forEach((l) => l(n));
};

/** Used by the toaster host; delivers notices queued before it mounted. */
export const subscribeNotices = (l: Listener) => {
  listeners.add(l);
  pending.splice(0).forEach(l);
  return () => {
    listeners.delete(l);
  };
};

export interface Notifier {
  success(message?: string | null): void;
  error(message?: string | null): void;
}

/** Usable outside React (Apollo links, guards). SPEC §8: server message or 'Success' / 'Error'. */
export const notify: Notifier = {
  success: (message) => emit({ intent: 'success', message: message?.trim() || 'Success' }),
  error: (message) => emit({ intent: 'error', message: message?.trim() || 'Error' }),
};

export const useNotify = (): Notifier => notify;

const ToasterHost = lazy(() => import('./toastHost').then((m) => ({ default: m.ToasterHost })));

/**
 * Mount once near the root. The Fluent toaster (a large download) loads with the first notice, not with
 * the page: a visitor who never sees a message never downloads it. Notices wait for it meanwhile.
 */
export function NotifyHost() {
  const [needed, setNeeded] = useState(() => pending.length > 0);
  useEffect(() => {
    if (needed) return undefined;
    const wake = () => setNeeded(true);
    hostWaiters.add(wake);
    if (pending.length > 0) wake();
    return () => {
      hostWaiters.delete(wake);
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}
