import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { errorCode, errorMessage } from '../../apollo/errors';
import { useFieldErrors } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/toast';
import { FormSection, SignerSections, StatusField, TextField, useFormLayoutStyles, type SetValue } from './FormLayout';
import { KlasifikasiFields } from '../klasifikasi/KlasifikasiFields';
import { EMPTY_KLASIFIKASI, type KlasifikasiFormValues } from '../klasifikasi/klasifikasiForm';
import { formatRupiah } from './format';
import { type CommonFormValues, parseNilai } from './formValues';

interface KerjasamaFormOptions<V> {
  initial: V;
  /** SPEC §5's messages by field, checked before anything is sent. */
  validate: (values: V) => Record<string, string>;
  save: (values: V) => Promise<unknown>;
  /** The fields whose server-side errors show under them; any other error is a toast. */
  fields: readonly string[];
  listPath: string;
  /** A save refused because the record's stage moved meanwhile (CONFLICT): brings the form up to date, answers what to say. */
  setelahKonflik?: (setStatus: (status: string) => void) => Promise<string>;
}

/** State and submission of the agreement and contract forms: checked, saved, then back to the list. */
export const useKerjasamaForm = <V extends CommonFormValues>({ initial, validate, save, fields, listPath, setelahKonflik }: KerjasamaFormOptions<V>) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const errors = useFieldErrors();
  const [values, setValues] = useState<V>(initial);
  const [konflik, setKonflik] = useState<string | null>(null);

  const set: SetValue = (key, value) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    errors.clear(key);
  };

  const submit = async () => {
    const messages = validate(values);
    errors.set(messages);
    if (Object.keys(messages).length) return;
    try {
      await save(values);
      notify.success();
      navigate(listPath);
    } catch (error) {
      if (setelahKonflik && errorCode(error) === 'CONFLICT') {
        // kept on the form (not a passing notice): what changed, and that the next Simpan goes through
        setKonflik(await setelahKonflik((status) => setValues((prev) => ({ ...prev, status }))));
        return;
      }
      if (!errors.fromGraphQL(error, fields)) notify.error(errorMessage(error));
    }
  };

  return { values, setValues, errors, konflik, common: { values, set, errors }, submit, cancel: () => navigate(listPath) };
};

/** The values of both forms: the shared columns and the cooperation's classification. */
type KerjasamaFormValues = CommonFormValues & { klasifikasi?: KlasifikasiFormValues };

interface KerjasamaFormProps<V extends KerjasamaFormValues> {
  form: ReturnType<typeof useKerjasamaForm<V>>;
  /** The first section's title; its own fields are the children, Klasifikasi, Nilai and Status follow them. */
  title: string;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
  /** How the signers are grouped (SignerSections). */
  signers?: 'pihak' | 'penandatangan';
  /** Without the Status field (a level 2 draft is always status 3 Baru). */
  noStatus?: boolean;
  /** A new record: its classification is required (an old one may stay unclassified on an edit). */
  klasifikasiWajib?: boolean;
}

/** The agreement or contract form: its own section, the signers (SPEC §2.3), Simpan and Batal. */
export const KerjasamaForm = <V extends KerjasamaFormValues>({
  form,
  title,
  submitLabel,
  submitting,
  children,
  signers,
  noStatus,
  klasifikasiWajib,
}: KerjasamaFormProps<V>) => {
  const styles = useFormLayoutStyles();
  const nilai = parseNilai(form.values.nilai);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!submitting) void form.submit();
      }}
    >
      {form.konflik && (
        // brought into view: the form was sent from its bottom, this says what happened at its top
        <MessageBar key={form.konflik} ref={(el) => el?.scrollIntoView({ block: 'nearest' })} intent="warning" role="alert">
          <MessageBarBody>{form.konflik}</MessageBarBody>
        </MessageBar>
      )}
      <FormSection title={title}>
        {children}
        <KlasifikasiFields
          value={form.values.klasifikasi ?? EMPTY_KLASIFIKASI}
          onChange={(next, changed) => {
            form.setValues((p) => ({ ...p, klasifikasi: next }));
            form.errors.clear(changed);
          }}
          field={form.errors.field}
          required={klasifikasiWajib}
        />
        <TextField
          name="nilai"
          label="Nilai"
          type="decimal"
          hint={nilai !== undefined && Number.isFinite(nilai) ? formatRupiah(nilai) : 'Rupiah'}
          {...form.common}
        />
        {noStatus ? null : <StatusField {...form.common} />}
      </FormSection>
      <SignerSections {...form.common} variant={signers} />
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {submitLabel}
        </Button>
        <Button onClick={form.cancel}>Batal</Button>
      </div>
    </form>
  );
};
