import { useEffect, useState } from 'react';
import { Combobox, Option, Spinner } from '@fluentui/react-components';
import { useSkpdComboQuery } from '../../generated/hooks';

export interface SkpdChoice {
  idSkpd: number;
  skpd: string;
}

export interface SkpdComboboxProps {
  value: SkpdChoice | null;
  onChange: (value: SkpdChoice | null) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 250;

/** Autocomplete over active agencies (SkpdCombo); the server matches a substring, at most 20. */
export const SkpdCombobox = ({ value, onChange, id, placeholder = 'Cari SKPD', disabled }: SkpdComboboxProps) => {
  const [text, setText] = useState(value?.skpd ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);

  const selectedText = value?.skpd;
  useEffect(() => {
    if (selectedText !== undefined) setText(selectedText);
  }, [selectedText]);
  useEffect(() => {
    const t = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [text]);

  const searching = value && text === value.skpd ? '' : search;
  const { data, loading } = useSkpdComboQuery({ variables: { search: searching }, skip: !open });
  const options = data?.skpdCombo ?? [];

  return (
    <Combobox
      id={id}
      placeholder={placeholder}
      disabled={disabled}
      value={text}
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      selectedOptions={value ? [String(value.idSkpd)] : []}
      clearable
      onChange={(e) => {
        setText(e.target.value);
        setOpen(true);
        if (value) onChange(null);
      }}
      onOptionSelect={(e, d) => {
        const picked = options.find((o) => String(o.idSkpd) === d.optionValue);
        if (picked) {
          setText(picked.skpd);
          onChange({ idSkpd: picked.idSkpd, skpd: picked.skpd });
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
          <Option key={o.idSkpd} value={String(o.idSkpd)}>
            {o.skpd}
          </Option>
        ))
      )}
    </Combobox>
  );
};
