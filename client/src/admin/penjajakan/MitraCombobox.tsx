import { useEffect, useState } from 'react';
import { Combobox, Option, Spinner } from '@fluentui/react-components';
import { usePenjajakanMitraComboQuery } from '../../generated/hooks';

export interface MitraChoice {
  idUser: number;
  nama: string;
}

export interface MitraComboboxProps {
  value: MitraChoice | null;
  onChange: (value: MitraChoice | null) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

const SEARCH_DELAY_MS = 250;

/** Autocomplete over active partner accounts (mitraCombo, levels 3–5); the server matches a substring, at most 20. */
export const MitraCombobox = ({ value, onChange, id, placeholder = 'Cari Mitra', disabled }: MitraComboboxProps) => {
  const [text, setText] = useState(value?.nama ?? '');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);

  const selectedText = value?.nama;
  useEffect(() => {
    if (selectedText !== undefined) setText(selectedText);
  }, [selectedText]);
  useEffect(() => {
    const t = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [text]);

  const searching = value && text === value.nama ? '' : search;
  const { data, loading } = usePenjajakanMitraComboQuery({ variables: { search: searching }, skip: !open });
  const options = data?.mitraCombo ?? [];

  return (
    <Combobox
      id={id}
      placeholder={placeholder}
      disabled={disabled}
      value={text}
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      selectedOptions={value ? [String(value.idUser)] : []}
      clearable
      onChange={(e) => {
        setText(e.target.value);
        setOpen(true);
        if (value) onChange(null);
      }}
      onOptionSelect={(e, d) => {
        const picked = options.find((o) => String(o.idUser) === d.optionValue);
        if (picked) {
          setText(picked.nama);
          onChange({ idUser: picked.idUser, nama: picked.nama });
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
          <Option key={o.idUser} value={String(o.idUser)}>
            {o.nama}
          </Option>
        ))
      )}
    </Combobox>
  );
};
