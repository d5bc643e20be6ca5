import {
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';

export const TOAST_TIMEOUT = 5000;

type Intent = 'success' | 'error';
interface Notice {
  intent: Intent;
  message: string;
}
type Listener = (n: Notice) => void;

const listeners = new Set<Listener>();
const pending: Notice[] = [];

const emit = (n: Notice) => {
  if (listeners.size === 0) {
    pending.push(n);
    return;
  }
  listeners.forEach((l) => l(n));
};

const subscribe = (l: Listener) => {
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

const useStyles = makeStyles({
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder1}`,
  },
  error: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `1px solid ${tokens.colorPaletteRedBorder1}`,
  },
  successText: { color: tokens.colorPaletteGreenForeground1 },
  errorText: { color: tokens.colorPaletteRedForeground1 },
});

/** Mount once near the root: receives notices and shows them as Fluent toasts for 5 s. */
export function NotifyHost() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const styles = useStyles();

  useEffect(
    () =>
      subscribe(({ intent, message }) =>
        dispatchToast(
          <Toast className={styles[intent]} role={intent === 'error' ? 'alert' : 'status'}>
            <ToastTitle className={intent === 'error' ? styles.errorText : styles.successText}>
              {message}
            </ToastTitle>
          </Toast>,
          { intent, timeout: TOAST_TIMEOUT },
        ),
      ),
    [dispatchToast, styles],
  );

  return <Toaster toasterId={toasterId} position="top-end" timeout={TOAST_TIMEOUT} pauseOnHover limit={5} />;
}
