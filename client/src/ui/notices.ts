/**
 * The notices of SPEC §8 as plain data: `notify` queues them until the toaster (toastHost.tsx) listens.
 * Apart from toast.tsx, which loads that toaster lazily, so that neither imports the other.
 */
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

/**
 * The same notice again within this time is shown once: a failed save is told both by the request's error
 * link and by the form that sent it, and a double click sends twice.
 */
export const SAME_NOTICE_MS = 1000;
const lastShown = new Map<string, number>();

/** Forgets which notices were shown (tests). */
export const forgetShownNotices = (): void => lastShown.clear();

const emit = (n: Notice) => {
  const key = `${n.intent}:${n.message}`;
  const now = Date.now();
  if (now - (lastShown.get(key) ?? -Infinity) < SAME_NOTICE_MS) return;
  for (const [k, at] of lastShown) if (now - at >= SAME_NOTICE_MS) lastShown.delete(k);
  lastShown.set(key, now);
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

/** Whether notices wait for a toaster. */
export const hasPendingNotices = (): boolean => pending.length > 0;

/** Calls `wake` when a notice finds no toaster listening; returns the unsubscribe. */
export const onUnheardNotice = (wake: () => void) => {
  hostWaiters.add(wake);
  return () => {
    hostWaiters.delete(wake);
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
