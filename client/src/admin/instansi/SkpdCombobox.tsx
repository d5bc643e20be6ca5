import { useMemo } from 'react';
import { useSkpdComboQuery } from '../../generated/hooks';
import { type RemoteOption, RemoteCombobox, type UseRemoteOptions } from '../../ui/RemoteCombobox';

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

const useSkpdOptions: UseRemoteOptions = (search, open) => {
  const { data, loading } = useSkpdComboQuery({ variables: { search }, skip: !open });
  const options = useMemo<RemoteOption[]>(() => (data?.skpdCombo ?? []).map((s) => ({ id: s.idSkpd, label: s.skpd })), [data]);
  return { options, loading };
};

/** Autocomplete over active agencies (SkpdCombo); the server matches a substring, at most 20. */
export const SkpdCombobox = ({ value, onChange, placeholder = 'Cari SKPD', ...rest }: SkpdComboboxProps) => (
  <RemoteCombobox
    {...rest}
    placeholder={placeholder}
    value={value ? { id: value.idSkpd, label: value.skpd } : null}
    onChange={(o) => onChange(o ? { idSkpd: o.id, skpd: o.label } : null)}
    useOptions={useSkpdOptions}
  />
);
