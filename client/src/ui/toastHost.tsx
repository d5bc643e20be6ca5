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
import { useMediaQuery } from '../hooks/useMediaQuery';
import { WithFluent } from './FluentShell';
import { TOAST_TIMEOUT, subscribeNotices } from './notices';

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

/** Shows the notices of toast.tsx as Fluent toasts for 5 s (SPEC §8). */
export function ToasterHost() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const styles = useStyles();
  // on a phone a toast at the top covers a dialog's title and first field: it comes from the bottom there
  const narrow = useMediaQuery('(max-width: 599.98px)');

  useEffect(
    () =>
      subscribeNotices(({ intent, message }) =>
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

  // its own provider: the toaster also serves the public pages, which have none (ui/FluentShell.tsx)
  return (
    <WithFluent>
      <Toaster
        toasterId={toasterId}
        position={narrow ? 'bottom' : 'top-end'}
        offset={{ vertical: narrow ? 16 : 64 }}
        timeout={TOAST_TIMEOUT}
        pauseOnHover
        limit={5}
      />
    </WithFluent>
  );
}
