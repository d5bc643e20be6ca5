import type { ReactNode } from 'react';
import { Field, Input, Subtitle2, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FieldErrorsApi } from '../../ui/fieldErrors';
import type { CommonFormValues } from './formValues';
import { MOU_STATUS_OPTIONS } from './status';
import { OptionsSelect } from '../../ui/OptionsSelect';
import { DateInput } from '../../ui/DateInput';

export const useFormLayoutStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    '@media (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  legend: {
    gridColumn: '1 / -1',
    paddingBlockEnd: tokens.spacingVerticalXS,
    marginBlockEnd: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    width: '100%',
  },
  wide: { gridColumn: '1 / -1' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A titled group of fields in two columns (one on phones). */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const styles = useFormLayoutStyles();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Subtitle2>{title}</Subtitle2>
      </legend>
      {children}
    </fieldset>
  );
};

export type SetValue = (key: keyof CommonFormValues, value: string) => void;

interface TextFieldProps {
  name: keyof CommonFormValues;
  label: string;
  values: CommonFormValues;
  set: SetValue;
  errors: FieldErrorsApi;
  /** `decimal`: an amount, typed as text (ui/angka.ts reads "1.500.000"; a number input read it as 1.5). */
  type?: 'text' | 'date' | 'decimal';
  multiline?: boolean;
  wide?: boolean;
  hint?: string;
  /**
   * The schema names some fields by their data name ("Deskripsi tidak boleh kosong"); a field labelled
   * otherwise shows its own label in that message ("Ruang Lingkup tidak boleh kosong").
   */
  relabel?: boolean;
}

/** A required text, date, number or multi-line field bound to one key of the form values. */
export const TextField = ({ name, label, values, set, errors, type = 'text', multiline, wide, hint, relabel }: TextFieldProps) => {
  const styles = useFormLayoutStyles();
  const state = errors.field(name);
  const message = relabel ? state.validationMessage?.replace(/^.+ tidak boleh kosong$/, `${label} tidak boleh kosong`) : state.validationMessage;
  return (
    <Field label={label} required hint={hint} className={mergeClasses(wide && styles.wide)} {...state} validationMessage={message}>
      {multiline ? (
        <Textarea resize="vertical" rows={4} value={values[name]} onChange={(_, d) => set(name, d.value)} />
      ) : type === 'date' ? (
        <DateInput value={values[name]} onChange={(v) => set(name, v)} />
      ) : (
        <Input
          type="text"
          inputMode={type === 'decimal' ? 'decimal' : undefined}
          value={values[name]}
          onChange={(_, d) => set(name, d.value)}
        />
      )}
    </Field>
  );
};

export const StatusField = ({ values, set, errors }: { values: CommonFormValues; set: SetValue; errors: FieldErrorsApi }) => (
  <Field label="Status" required {...errors.field('status')}>
    <OptionsSelect value={values.status} onChange={(v) => set('status', v)} prompt="Pilih Status" options={MOU_STATUS_OPTIONS} />
  </Field>
);

/**
 * The signers. The agreement form labels them Pihak Kesatu (the city's) and Pihak Kedua (the partner's);
 * the contract form has one section Penandatangan, the partner's signer first (SPEC §2.3).
 */
export const SignerSections = ({
  values,
  set,
  errors,
  variant = 'pihak',
}: {
  values: CommonFormValues;
  set: SetValue;
  errors: FieldErrorsApi;
  variant?: 'pihak' | 'penandatangan';
}) => {
  const common = { values, set, errors };
  const instansi = (
    <>
      <TextField name="namaTtd" label="Nama Instansi" hint="Nama penandatangan instansi" {...common} />
      <TextField name="jabatanTtd" label="Jabatan Instansi" {...common} />
    </>
  );
  const mitra = (
    <>
      <TextField name="namaTtdMitra" label="Nama Mitra" hint="Nama penandatangan mitra" {...common} />
      <TextField name="jabatanTtdMitra" label="Jabatan Mitra" {...common} />
    </>
  );
  if (variant === 'penandatangan') {
    return (
      <FormSection title="Penandatangan">
        {mitra}
        {instansi}
      </FormSection>
    );
  }
  return (
    <>
      <FormSection title="Pihak Kesatu (Instansi)">{instansi}</FormSection>
      <FormSection title="Pihak Kedua (Mitra)">{mitra}</FormSection>
    </>
  );
};
