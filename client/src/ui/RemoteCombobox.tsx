import { useEffect, useState } from 'react';
import { Combobox, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';

export interface RemoteOption {
  id: number;
  /** The text shown in the input once chosen. */
  label: string;
  /** A second line in the list (e.g. the title next to a number). */
  secondary?: string;
}

/** Loads the options for a search text; called on every render, queries only while `open`. */
export type UseRemoteOptions = (search: string, open: boolean) => { options: readonly RemoteOption[]; loading: boolean };

export interface RemoteComboboxProps {
  value: RemoteOption | null;
  onChange: (value: RemoteOption | null) => void;
  useOptions: UseRemoteOptions;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** An id never offered (e.g. the record being edited). */
  exclude?: number;
}

const SEARCH_DELAY_MS = 250;

const useStyles = makeStyles({
  // Fluent's combobox keeps a 250px minimum: let it fill narrow filter and form columns instead. Its text box
  // keeps the width of 20 characters too, which pushed the chevron out of a narrow box.
  root: { minWidth: 0, width: '100%', gridTemplateColumns: 'minmax(0, 1fr) auto', '& input': { minWidth: 0 } },
  secondary: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * Autocomplete over a server search (the server matches a case-insensitive substring). Typing clears the
 * choice; only a picked option is a value.
 */
export const RemoteCombobox = ({
  value,
  onChange,
  useOptions,
  id,
  placeholder,
  disabled,
  'aria-label': ariaLabel,
  exclude,
}: RemoteComboboxProps) => {
  const styles = useStyles();
  const [text, setText] = useState(value?.label ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);

  const selectedText = value?.label;
  useEffect(() => {
    if (selectedText !== undefined) setText(selectedText);
  }, [selectedText]);
  useEffect(() => {
    const t = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [text]);

  const searching = value && text === value.label ? '' : search.trim();
  const loaded = useOptions(searching, open);
  const loading = loaded.loading;
  const options = exclude === undefined ? loaded.options : loaded.options.filter((o) => o.id !== exclude);

  return (
    <Combobox
      // Fluent's chevron is an extra Tab stop named "Open": the field opens its list itself (Alt+↓, typing)
      expandIcon={{ 'aria-label': 'Buka pilihan', tabIndex: -1 }}
      className={styles.root}
      id={id}
      aria-label={ariaLabel}
      placeholder={placeholder}
      disabled={disabled}
      value={text}
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      selectedOptions={value ? [String(value.id)] : []}
      clearable
      onChange={(e) => {
        setText(e.target.value);
        setOpen(true);
        if (value) onChange(null);
      }}
      onOptionSelect={(e, d) => {
        const picked = options.find((o) => String(o.id) === d.optionValue);
        if (picked) {
          setText(picked.label);
          onChange(picked);
          return;
        }
        // Fluent also clears the selection while typing; only the clear button empties the text.
        if (e.type !== 'change') setText('');
        if (value) onChange(null);
      }}
    >
      {loading && options.length === 0 ? (
        <Option disabled value="" text="Memuat">
          <Spinner size="tiny" label="Memuat..." />
        </Option>
      ) : options.length === 0 ? (
        <Option disabled value="" text="Tidak Ada Data">
          Tidak Ada Data
        </Option>
      ) : (
        options.map((o) => (
          <Option key={o.id} value={String(o.id)} text={o.label}>
            <span>
              {o.label}
              {o.secondary && <span className={styles.secondary}>{o.secondary}</span>}
            </span>
          </Option>
        ))
      )}
    </Combobox>
  );
};
