import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { dialogSurfaceStyles } from '../FormDialog';
import { isSafeUrl } from './types';

export const LINK_MESSAGES = {
  empty: 'Alamat tautan tidak boleh kosong',
  invalid: 'Alamat tautan harus diawali http://, https:// atau mailto:',
} as const;

/** The message for an address typed in the link dialog, or null when it may be used. */
export const linkError = (url: string): string | null => {
  if (!url.trim()) return LINK_MESSAGES.empty;
  return isSafeUrl(url) ? null : LINK_MESSAGES.invalid;
};

export interface LinkDialogProps {
  initialUrl: string;
  /** Ask for the link's text too (nothing is selected). */
  askText: boolean;
  /** The caret is in a link: offer to remove it. */
  canRemove: boolean;
  onSubmit: (url: string, text: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Mount it only while open. Its events stop here: the editor usually sits in another dialog's form. */
export const LinkDialog = ({ initialUrl, askText, canRemove, onSubmit, onRemove, onClose }: LinkDialogProps) => {
  const styles = dialogSurfaceStyles();
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const message = linkError(url);
    setError(message);
    if (!message) onSubmit(url.trim(), text);
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.confirm} onKeyDown={(e) => e.stopPropagation()}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{canRemove ? 'Ubah Tautan' : 'Sisipkan Tautan'}</DialogTitle>
            <DialogContent className={styles.content}>
              <Field
                label="Alamat tautan"
                required
                hint="Diawali http://, https:// atau mailto:"
                validationMessage={error ?? undefined}
                validationState={error ? 'error' : 'none'}
              >
                <Input
                  type="url"
                  inputMode="url"
                  autoFocus
                  placeholder="https://"
                  value={url}
                  onChange={(_, d) => {
                    setUrl(d.value);
                    setError(null);
                  }}
                />
              </Field>
              {askText && (
                <Field label="Teks tautan" hint="Kosongkan untuk memakai alamatnya">
                  <Input value={text} onChange={(_, d) => setText(d.value)} />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                Simpan
              </Button>
              {canRemove && <Button onClick={onRemove}>Hapus Tautan</Button>}
              <Button onClick={onClose}>Batal</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
