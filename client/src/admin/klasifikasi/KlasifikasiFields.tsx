import { Combobox, Field, Input, Option, Select, makeStyles } from '@fluentui/react-components';
import { JENIS_KERJA_SAMA, JENIS_LUAR_NEGERI, KATEGORI_MITRA } from '@rules/klasifikasi';
import { useUrusanListQuery } from '../../generated/hooks';
import type { KlasifikasiFormValues } from './klasifikasiForm';
import { PromptOption } from '../../ui/PromptOption';

interface Props {
  value: KlasifikasiFormValues;
  onChange: (next: KlasifikasiFormValues, changed: keyof KlasifikasiFormValues) => void;
  /** Field props (validation message) by field name. */
  field: (name: string) => object;
  /** Marks jenis, kategori and urusan as required (a new record). */
  required?: boolean;
}

// A <select> is as wide as its longest option unless told otherwise: the jenis ("KSDPK — Kerja Sama Daerah
// dengan Pihak Ketiga") ran off a phone's screen.
const useStyles = makeStyles({ fit: { minWidth: 0, '& select': { minWidth: 0, textOverflow: 'ellipsis' } } });

/** Jenis kerja sama, kategori mitra, negara (KSDPL and KSDLL only) and the urusan pemerintahan. */
export const KlasifikasiFields = ({ value, onChange, field, required }: Props) => {
  const styles = useStyles();
  const { data } = useUrusanListQuery({ fetchPolicy: 'cache-first' });
  const urusan = data?.urusanList ?? [];
  const set = <K extends keyof KlasifikasiFormValues>(k: K, v: KlasifikasiFormValues[K]) => onChange({ ...value, [k]: v }, k);
  const chosen = urusan.filter((u) => value.idUrusan.includes(u.idUrusan));
  return (
    <>
      <Field label="Jenis Kerja Sama" required={required} {...field('jenis')}>
        <Select className={styles.fit} value={value.jenis} onChange={(_, d) => set('jenis', d.value)}>
          <PromptOption>Pilih jenis</PromptOption>
          {Object.entries(JENIS_KERJA_SAMA).map(([code, text]) => (
            <option key={code} value={code}>
              {code} — {text}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Kategori Mitra" required={required} {...field('kategoriMitra')}>
        <Select className={styles.fit} value={value.kategoriMitra} onChange={(_, d) => set('kategoriMitra', d.value)}>
          <PromptOption>Pilih kategori</PromptOption>
          {Object.entries(KATEGORI_MITRA).map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </Select>
      </Field>
      {JENIS_LUAR_NEGERI.includes(value.jenis) ? (
        <Field label="Negara" required {...field('negara')}>
          <Input value={value.negara} onChange={(_, d) => set('negara', d.value)} maxLength={100} />
        </Field>
      ) : null}
      <Field label="Urusan Pemerintahan" hint="Satu atau lebih" required={required} {...field('idUrusan')}>
        <Combobox
          multiselect
          placeholder={chosen.length ? chosen.map((u) => u.nama).join(', ') : 'Pilih urusan'}
          selectedOptions={value.idUrusan.map(String)}
          onOptionSelect={(_, d) => set('idUrusan', d.selectedOptions.map(Number))}
        >
          {urusan.map((u) => (
            <Option key={u.idUrusan} value={String(u.idUrusan)} text={u.nama}>
              {u.nama}
            </Option>
          ))}
        </Combobox>
      </Field>
    </>
  );
};
