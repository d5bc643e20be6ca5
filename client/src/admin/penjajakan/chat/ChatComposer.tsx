import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button, Caption1, Field, Spinner, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { isTooLong, pesanCounter, pesanError } from './pesanForm';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  field: { flex: '1 1 auto', minWidth: 0 },
  textarea: { width: '100%' },
  footer: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  over: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  send: { marginBlockStart: '0px', flexShrink: 0 },
});

export interface ChatComposerProps {
  /** Resolves to a field message to show, or undefined when the message was sent. */
  onSend: (pesan: string) => Promise<string | undefined>;
  /** Read-only viewers (level 2) see the composer disabled with this note. */
  readOnlyNote?: string;
}

/** Enter sends, Shift+Enter starts a new line; SPEC §5 messages and a live counter. */
export const ChatComposer = ({ onSend, readOnlyNote }: ChatComposerProps) => {
  const styles = useStyles();
  const [pesan, setPesan] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const readOnly = readOnlyNote !== undefined;

  const send = async () => {
    if (sending || readOnly) return;
    const invalid = pesanError(pesan);
    setError(invalid);
    if (invalid) return;
    setSending(true);
    try {
      const problem = await onSend(pesan.trim());
      if (problem) setError(problem);
      else setPesan('');
    } finally {
      setSending(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Kirim pesan">
      <Field
        className={styles.field}
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
        hint={
          <span className={styles.footer}>
            <span>{readOnlyNote ?? 'Enter untuk mengirim, Shift+Enter untuk baris baru'}</span>
            <Caption1 className={mergeClasses(isTooLong(pesan) && styles.over)}>
              {pesanCounter(pesan)}
            </Caption1>
          </span>
        }
      >
        <Textarea
          className={styles.textarea}
          value={pesan}
          rows={2}
          resize="vertical"
          placeholder={readOnly ? undefined : 'Tulis pesan...'}
          disabled={readOnly}
          aria-label="Pesan"
          onChange={(_, d) => {
            setPesan(d.value);
            if (error) setError(isTooLong(d.value) ? pesanError(d.value) : undefined);
            else if (isTooLong(d.value)) setError(pesanError(d.value));
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Button
        className={styles.send}
        type="submit"
        appearance="primary"
        icon={sending ? <Spinner size="tiny" /> : <SendRegular />}
        disabled={readOnly || sending}
      >
        Kirim
      </Button>
    </form>
  );
};
