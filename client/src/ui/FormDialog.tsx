import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { adminContent, useReturnFocus } from './useReturnFocus';

/** SPEC §2.2: dialogs are 768 px wide, or 90% under 850 px. */
export const dialogSurfaceStyles = makeStyles({
  form: {
    width: '768px',
    maxWidth: '768px',
    '@media (max-width: 849.98px)': { width: '90%', maxWidth: '90%' },
  },
  confirm: {
    maxWidth: '480px',
    '@media (max-width: 849.98px)': { width: '90%', maxWidth: '90%' },
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    // a control is as wide as its field, not as its longest option or value: nothing spills out of a phone's dialog
    '& .fui-Field > .fui-Select, & .fui-Field > .fui-Input, & .fui-Field > .fui-Combobox, & .fui-Field > .fui-Textarea': { minWidth: 0, maxWidth: '100%' },
  },
  actions: {
    '@media (max-width: 480px)': { flexWrap: 'wrap' },
  },
});

export interface FormDialogProps {
  /** Default true: most dialogs are mounted only while open. */
  open?: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Without it the dialog is read-only and shows only the close button. */
  onSubmit?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  submitting?: boolean;
  /** Keeps the submit button disabled (e.g. until a file is chosen). */
  submitDisabled?: boolean;
  /** Where the focus goes on close when what opened the dialog is gone; default the page's content. */
  focusFallback?: () => HTMLElement | null;
  /** Batal, ✕ and Escape do nothing (an uploaded file the server is storing cannot be cancelled). */
  closeDisabled?: boolean;
}

export const FormDialog = ({
  open = true,
  title,
  onClose,
  children,
  onSubmit,
  submitLabel = 'Simpan',
  cancelLabel,
  submitting = false,
  submitDisabled = false,
  focusFallback = adminContent,
  closeDisabled = false,
}: FormDialogProps) => {
  const styles = dialogSurfaceStyles();
  useReturnFocus(open, focusFallback);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting && !submitDisabled) onSubmit?.();
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !closeDisabled && onClose()}>
      <DialogSurface className={styles.form}>
        <form onSubmit={handleSubmit} noValidate>
          <DialogBody>
            <DialogTitle
              action={
                <DialogTrigger action="close">
                  <Button appearance="subtle" aria-label="Tutup" icon={<DismissRegular />} disabledFocusable={closeDisabled} />
                </DialogTrigger>
              }
            >
              {title}
            </DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions className={styles.actions}>
              {onSubmit && (
                <Button
                  type="submit"
                  appearance="primary"
                  // focusable while submitting: a disabled button drops focus, and a nested dialog closed
                  // with focus on <body> leaves its parent dialog aria-hidden
                  disabled={submitDisabled && !submitting}
                  disabledFocusable={submitting}
                  icon={submitting ? <Spinner size="tiny" /> : undefined}
                >
                  {submitLabel}
                </Button>
              )}
              <Button onClick={onClose} disabledFocusable={closeDisabled}>
                {cancelLabel ?? (onSubmit ? 'Batal' : 'Tutup')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
