import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ActionButton } from './Action';
import { Dismiss } from './icons';
import styles from './PublicDialog.module.css';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  actions?: ReactNode;
}

/**
 * The public site's popup on the native `<dialog>`: modal (focus stays inside, Esc and the backdrop
 * close it, focus returns to the button that opened it), titled for screen readers, no extra bundle.
 */
export function PublicDialog({ open, title, onClose, children, actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <ActionButton appearance="subtle" iconOnly aria-label="Tutup" onClick={onClose}>
              <Dismiss />
            </ActionButton>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.footer}>
            {actions}
            <ActionButton appearance={actions ? 'secondary' : 'primary'} onClick={onClose}>
              Tutup
            </ActionButton>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
