import { Field, Select } from '@fluentui/react-components';
import { PromptOption } from './PromptOption';

export interface SelectOption {
  value: string | number;
  text: string;
}

/** The Aktif / Tidak Aktif choice of SKPD, Kegiatan and the like (status 1 and 2). */
export const ACTIVE_STATUS_OPTIONS: readonly SelectOption[] = [
  { value: '1', text: 'Aktif' },
  { value: '2', text: 'Tidak Aktif' },
];

/** Terbaru / Terlama of the lists sorted by date. */
export const ORDER_OPTIONS: readonly SelectOption[] = [
  { value: 'DESC', text: 'Terbaru' },
  { value: 'ASC', text: 'Terlama' },
];

export interface OptionsSelectProps {
  value: string;
  onChange(value: string): void;
  options: readonly SelectOption[];
  /** A first choice with the value '' that is a value of its own ("Semua"). */
  empty?: string;
  /** A first choice with the value '' that asks for one ("Pilih Status"), shown grey while chosen. */
  prompt?: string;
}

/** A Select of fixed options (inside a Field, which labels it). */
export function OptionsSelect({ value, onChange, options, empty, prompt }: OptionsSelectProps) {
  return (
    <Select value={value} onChange={(_, d) => onChange(d.value)}>
      {empty === undefined ? null : <option value="">{empty}</option>}
      {prompt === undefined ? null : <PromptOption>{prompt}</PromptOption>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </Select>
  );
}

/** The Status filter (Semua, Aktif, Tidak Aktif) of a list. */
export function ActiveStatusFilter({ value, onChange }: Pick<OptionsSelectProps, 'value' | 'onChange'>) {
  return (
    <Field label="Status">
      <OptionsSelect value={value} onChange={onChange} empty="Semua" options={ACTIVE_STATUS_OPTIONS} />
    </Field>
  );
}
