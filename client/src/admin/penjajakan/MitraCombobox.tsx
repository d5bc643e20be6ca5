import { useMemo } from 'react';
import { usePenjajakanMitraComboQuery } from '../../generated/hooks';
import { type RemoteOption, RemoteCombobox, type UseRemoteOptions } from '../../ui/RemoteCombobox';

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

const useMitraOptions: UseRemoteOptions = (search, open) => {
  const { data, loading } = usePenjajakanMitraComboQuery({ variables: { search }, skip: !open });
  const options = useMemo<RemoteOption[]>(() => (data?.mitraCombo ?? []).map((m) => ({ id: m.idUser, label: m.nama })), [data]);
  return { options, loading };
};

/** Autocomplete over active partner accounts (mitraCombo, levels 3–5); the server matches a substring, at most 20. */
export const MitraCombobox = ({ value, onChange, placeholder = 'Cari Mitra', ...rest }: MitraComboboxProps) => (
  <RemoteCombobox
    {...rest}
    placeholder={placeholder}
    value={value ? { id: value.idUser, label: value.nama } : null}
    onChange={(o) => onChange(o ? { idUser: o.id, nama: o.label } : null)}
    useOptions={useMitraOptions}
  />
);
