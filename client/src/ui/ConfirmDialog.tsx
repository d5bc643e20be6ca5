import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { dialogSurfaceStyles } from './FormDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
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
}: ConfirmDialogProps) => {
  const styles = dialogSurfaceStyles();
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface className={styles.confirm}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            {/* focusable while busy: losing focus would leave a parent dialog aria-hidden after this closes */}
            <Button appearance="primary" onClick={onConfirm} disabledFocusable={busy}>
              {confirmLabel}
            </Button>
            <Button onClick={onCancel} disabledFocusable={busy}>
              {cancelLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
