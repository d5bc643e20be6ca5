import { useRef, useState } from 'react';
import { Combobox, Field, Input, Option, Select, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
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

const useStyles = makeStyles({
  // A <select> is as wide as its longest option unless told otherwise: the jenis ("KSDPK — Kerja Sama Daerah
  // dengan Pihak Ketiga") ran off a phone's screen.
  fit: { minWidth: 0, '& select': { minWidth: 0, textOverflow: 'ellipsis' } },
  // Fluent's combobox keeps a 250px minimum and a 20-character text box (as in RemoteCombobox)
  combobox: { minWidth: 0, width: '100%', gridTemplateColumns: 'minmax(0, 1fr) auto', '& input': { minWidth: 0 } },
  urusan: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
  // a long name ("Ketenteraman, Ketertiban Umum, dan Pelindungan Masyarakat") wraps on a phone
  tag: { maxWidth: '100%', height: 'auto', minHeight: '32px', '& .fui-Tag__primaryText': { whiteSpace: 'normal', textAlign: 'start' } },
});

/**
 * A multiselect Fluent Combobox lists its options as a menu of menuitemcheckboxes: a combobox without a
 * listbox to a screen reader. These props make them a multi-selectable listbox of options again.
 */
const LISTBOX = { role: 'listbox', 'aria-multiselectable': true } as const;
const asOption = (selected: boolean) => ({ role: 'option', 'aria-selected': selected, 'aria-checked': undefined });

/** Jenis kerja sama, kategori mitra, negara (KSDPL and KSDLL only) and the urusan pemerintahan. */
export const KlasifikasiFields = ({ value, onChange, field, required }: Props) => {
  const styles = useStyles();
  const { data } = useUrusanListQuery({ fetchPolicy: 'cache-first' });
  const urusan = data?.urusanList ?? [];
  const set = <K extends keyof KlasifikasiFormValues>(k: K, v: KlasifikasiFormValues[K]) => onChange({ ...value, [k]: v }, k);
  const chosen = urusan.filter((u) => value.idUrusan.includes(u.idUrusan));
  // the typed text filters the options (anywhere in the name) until the list closes
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = q ? urusan.filter((u) => u.nama.toLowerCase().includes(q)) : urusan;
  const input = useRef<HTMLInputElement>(null);
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
      {/* one cell of the form's grid: the field and its chosen ones under it */}
      <div className={styles.urusan}>
        <Field label="Urusan Pemerintahan" hint="Satu atau lebih" required={required} {...field('idUrusan')}>
          <Combobox
            // Fluent's chevron is an extra Tab stop named "Open": the field opens its list itself (Alt+↓, typing)
            expandIcon={{ 'aria-label': 'Buka pilihan', tabIndex: -1 }}
            className={styles.combobox}
            multiselect
            ref={input}
            placeholder={chosen.length ? `${chosen.length} urusan dipilih, ketik untuk mencari` : 'Pilih atau ketik urusan'}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onOpenChange={(_, d) => {
              if (!d.open) setQuery('');
            }}
            selectedOptions={value.idUrusan.map(String)}
            onOptionSelect={(_, d) => set('idUrusan', d.selectedOptions.map(Number))}
            listbox={LISTBOX}
          >
            {shown.length ? (
              shown.map((u) => (
                <Option key={u.idUrusan} value={String(u.idUrusan)} text={u.nama} {...asOption(value.idUrusan.includes(u.idUrusan))}>
                  {u.nama}
                </Option>
              ))
            ) : (
              <Option disabled value="" text="" checkIcon={null} {...asOption(false)}>
                Tidak ada urusan yang cocok
              </Option>
            )}
          </Combobox>
        </Field>
        {chosen.length ? (
          <TagGroup
            className={styles.tags}
            aria-label="Urusan Pemerintahan terpilih"
            onDismiss={(_, d) => {
              set('idUrusan', value.idUrusan.filter((id) => String(id) !== d.value));
              // the last one gone: back to the combobox rather than to the page
              if (chosen.length === 1) input.current?.focus();
            }}
          >
            {chosen.map((u) => (
              <Tag key={u.idUrusan} className={styles.tag} value={String(u.idUrusan)} dismissible aria-label={`Hapus ${u.nama}`}>
                {u.nama}
              </Tag>
            ))}
          </TagGroup>
        ) : null}
      </div>
    </>
  );
};
