import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { ChosenFile, UploadZone } from './UploadField';
import type { UploadRule } from './uploadRules';

const useStyles = makeStyles({
  list: {
    flex: '1 1 100%',
    minWidth: 0,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
});

export interface UploadFilesFieldProps {
  label: string;
  /** Offered in the browser's file dialog; the caller checks the chosen files (its own limits too). */
  rule: UploadRule;
  files: readonly File[];
  error?: string;
  onChange: (files: File[]) => void;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Several files, picked or dropped in one or more goes, each removable: the same picker as UploadField. */
export const UploadFilesField = ({ label, rule, files, error, onChange, hint, required = false, disabled }: UploadFilesFieldProps) => {
  const styles = useStyles();
  const add = (picked: File[]) => onChange([...files, ...picked.filter((p) => !files.some((f) => sameFile(f, p)))]);
  return (
    <Field
      label={label}
      required={required}
      hint={hint ?? `${rule.extensions.join(', ')}; maksimal ${rule.maxMb}MB per file`}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      {(fieldProps) => (
        <UploadZone fieldProps={fieldProps} rule={rule} multiple disabled={disabled} onFiles={add}>
          {files.length > 0 ? (
            <ul className={styles.list} aria-label={`${label}: file dipilih`}>
              {files.map((file, i) => (
                <li key={`${i}-${file.name}`}>
                  <ChosenFile file={file} disabled={disabled} onRemove={() => onChange(files.filter((_, j) => j !== i))} />
                </li>
              ))}
            </ul>
          ) : null}
        </UploadZone>
      )}
    </Field>
  );
};
