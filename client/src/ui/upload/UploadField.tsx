import { type ChangeEvent, type DragEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { Button, Field, type FieldControlProps, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { type UploadRule, FILE_REQUIRED_MESSAGE, acceptOf, checkUploadFile, formatBytes } from './uploadRules';
import { visuallyHidden } from '../sharedStyles';
import type { FieldErrorsApi } from '../fieldErrors';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  over: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, flex: '1 1 200px' },
  name: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  input: visuallyHidden,
});

export interface UploadFieldProps {
  label: string;
  rule: UploadRule;
  file: File | null;
  /** The check's message, or one from the server (extensions.fields.file). */
  error?: string;
  /** A new choice (or null when removed) with its SPEC §5 message, if any. */
  onChange: (file: File | null, error: string | undefined) => void;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

export interface UploadZoneProps {
  /** The Field's props for its control (id, aria-describedby…): they go on the hidden file input. */
  fieldProps: FieldControlProps;
  rule: UploadRule;
  multiple?: boolean;
  disabled?: boolean;
  /** The files picked or dropped (at most one unless `multiple`); never called with none. */
  onFiles: (files: File[]) => void;
  /** What is chosen; without it, "Belum ada file dipilih, atau seret file ke sini". */
  children?: ReactNode;
}

/** The picker of the upload fields: "Pilih File" opens the browser's file dialog, or files are dropped on it. */
export const UploadZone = ({ fieldProps, rule, multiple = false, disabled, onFiles, children }: UploadZoneProps) => {
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])].slice(0, multiple ? undefined : 1);
    if (files.length) onFiles(files);
  };
  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    take(e.target.files);
    // the same file may be picked again after it was removed
    e.target.value = '';
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };

  return (
    <div
      className={mergeClasses(styles.zone, over && styles.over)}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        {...fieldProps}
        ref={inputRef}
        className={styles.input}
        type="file"
        multiple={multiple}
        accept={acceptOf(rule)}
        disabled={disabled}
        onChange={onInput}
        tabIndex={-1}
      />
      <Button icon={<ArrowUploadRegular />} disabled={disabled} aria-describedby={fieldProps['aria-describedby']} onClick={() => inputRef.current?.click()}>
        Pilih File
      </Button>
      {children ?? <Text className={styles.muted}>Belum ada file dipilih, atau seret file ke sini</Text>}
    </div>
  );
};

/** A chosen file: its name and size, and a button that removes it ("Batalkan {name}"). */
export const ChosenFile = ({ file, disabled, onRemove }: { file: File; disabled?: boolean; onRemove: () => void }) => {
  const styles = useStyles();
  return (
    <span className={styles.file}>
      <DocumentRegular aria-hidden />
      <Text className={styles.name}>
        {file.name} <span className={styles.muted}>({formatBytes(file.size)})</span>
      </Text>
      <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={`Batalkan ${file.name}`} disabled={disabled} onClick={onRemove} />
    </span>
  );
};

/** One file, picked or dropped, checked by extension and size before it is sent (SPEC §4, §5). */
export const UploadField = ({ label, rule, file, error, onChange, hint, required = true, disabled }: UploadFieldProps) => {
  const choose = (picked: File | null) => onChange(picked, picked ? checkUploadFile(picked, rule) : FILE_REQUIRED_MESSAGE);

  return (
    <Field
      label={label}
      required={required}
      hint={hint ?? `${rule.extensions.join(', ')}; maksimal ${rule.maxMb}MB`}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      {(fieldProps) => (
        <UploadZone fieldProps={fieldProps} rule={rule} disabled={disabled} onFiles={([picked]) => choose(picked ?? null)}>
          {file ? <ChosenFile file={file} disabled={disabled} onRemove={() => choose(null)} /> : null}
        </UploadZone>
      )}
    </Field>
  );
};

/** State of one UploadField: the file, its message, and whether it may be sent. */
export const useUploadField = () => {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const onChange = useCallback((f: File | null, e: string | undefined) => {
    setFile(f);
    setError(e);
  }, []);
  const reset = useCallback(() => onChange(null, undefined), [onChange]);
  return { file, error, ready: file !== null && !error, onChange, setError, reset };
};

/**
 * An UploadField's file, message and change handler in a form whose field errors (zod or the server's)
 * name the file `name`: the form's message wins, and a new choice clears it.
 */
export const uploadFieldProps = (
  upload: ReturnType<typeof useUploadField>,
  fields: Pick<FieldErrorsApi, 'errors' | 'clear'>,
  name: string,
): Pick<UploadFieldProps, 'file' | 'error' | 'onChange'> => ({
  file: upload.file,
  error: fields.errors[name] ?? upload.error,
  onChange: (f, e) => {
    upload.onChange(f, e);
    fields.clear(name);
  },
});
