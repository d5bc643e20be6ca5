import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { dialogSurfaceStyles } from './FormDialog';
import { adminContent, useReturnFocus } from './useReturnFocus';

const useDangerStyles = makeStyles({
  // A destructive confirmation (Hapus) in the danger colours, never the brand's primary blue.
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styled as a destructive action; by default when the action is Hapus. */
  danger?: boolean;
}

export const ConfirmDialog = ({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  busy = false,
  confirmLabel = 'Hapus',
  cancelLabel = 'Batal',
  danger = confirmLabel === 'Hapus',
}: ConfirmDialogProps) => {
  const styles = dialogSurfaceStyles();
  const dangerStyles = useDangerStyles();
  const cancel = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, adminContent);
  // A destructive confirmation starts on Batal: a stray Enter must not delete (Fluent starts on the first button).
  useEffect(() => {
    if (open && danger) cancel.current?.focus();
  }, [open, danger]);
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface className={styles.form}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            {/* focusable while busy: losing focus would leave a parent dialog aria-hidden after this closes */}
            <Button appearance="primary" className={danger ? dangerStyles.danger : undefined} onClick={onConfirm} disabledFocusable={busy}>
              {confirmLabel}
            </Button>
            <Button ref={cancel} onClick={onCancel} disabledFocusable={busy}>
              {cancelLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
