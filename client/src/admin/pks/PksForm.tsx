import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Spinner } from '@fluentui/react-components';
import { errorMessage } from '../../apollo/errors';
import type { RequestContext } from '../../apollo/links';
import { useCreatePerjanjianMutation, useLazyPerjanjianMouMitraQuery, useUpdatePerjanjianMutation } from '../../generated/hooks';
import type { RemoteOption } from '../../ui/RemoteCombobox';
import { useFieldErrors } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/toast';
import { adminPath } from '../layout/adminRoutes';
import { MouCombobox } from '../kerjasama/combos';
import { FormSection, SignerSections, StatusField, TextField, useFormLayoutStyles } from '../kerjasama/FormLayout';
import { formatRupiah } from '../kerjasama/format';
import { type CommonFormValues, parseNilai } from '../kerjasama/formValues';
import { PKS_FIELDS, type PksFormValues, pksInput, validatePksForm } from './pksForm';

const SILENT = { context: { silent: true } satisfies RequestContext };

export interface PksFormProps {
  initial: PksFormValues;
  /** Present when editing. */
  idPks?: number;
}

/** PKS form (SPEC §2.3): Section Mitra and Penandatangan; back to the PKS list after saving. */
export const PksForm = ({ initial, idPks }: PksFormProps) => {
  const styles = useFormLayoutStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const errors = useFieldErrors();
  const [values, setValues] = useState<PksFormValues>(initial);
  const [createPks, created] = useCreatePerjanjianMutation(SILENT);
  const [updatePks, updated] = useUpdatePerjanjianMutation(SILENT);
  const [loadMou] = useLazyPerjanjianMouMitraQuery();
  const submitting = created.loading || updated.loading;
  const listPath = adminPath('PKS');

  const set = (key: keyof CommonFormValues, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    errors.clear(key);
  };
  const common = { values, set, errors };

  const chooseMou = async (mou: RemoteOption | null) => {
    setValues((p) => ({ ...p, mou }));
    errors.clear('idMou');
    if (!mou) return;
    // the contract's Mitra starts as the agreement's, unless one was typed already
    const { data } = await loadMou({ variables: { idMou: mou.id } });
    const mitra = data?.mou.mitra;
    if (mitra) {
      setValues((p) => (p.mou?.id === mou.id && p.mitra.trim() === '' ? { ...p, mitra } : p));
      errors.clear('mitra');
    }
  };

  const submit = async () => {
    const messages = validatePksForm(values);
    errors.set(messages);
    if (Object.keys(messages).length) return;
    try {
      const input = pksInput(values);
      if (idPks) await updatePks({ variables: { idPks, input } });
      else await createPks({ variables: { input } });
      notify.success();
      navigate(listPath);
    } catch (error) {
      if (!errors.fromGraphQL(error, PKS_FIELDS)) notify.error(errorMessage(error));
    }
  };

  const nilai = parseNilai(values.nilai);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!submitting) void submit();
      }}
    >
      <FormSection title="Mitra">
        <Field label="Kesepakatan" required hint="Cari berdasarkan nomor kesepakatan" {...errors.field('idMou')}>
          <MouCombobox value={values.mou} onChange={(v) => void chooseMou(v)} />
        </Field>
        <TextField name="mitra" label="Mitra" hint="Terisi dari kesepakatan; dapat diubah" {...common} />
        <TextField name="tglMulai" label="Tanggal Mulai" type="date" {...common} />
        <TextField name="tglBerakhir" label="Tanggal Berakhir" type="date" {...common} />
        <TextField name="judul" label="Judul" wide {...common} />
        <TextField name="keterangan" label="Tentang" multiline wide relabel {...common} />
        <TextField name="noKontrak" label="No. Kontrak" {...common} />
        <TextField name="noMitra" label="No. Mitra" {...common} />
        <TextField name="deskripsi" label="Ruang Lingkup" multiline wide relabel {...common} />
        <TextField
          name="nilai"
          label="Nilai"
          type="number"
          hint={nilai !== undefined && Number.isFinite(nilai) ? formatRupiah(nilai) : 'Rupiah'}
          {...common}
        />
        <StatusField {...common} />
      </FormSection>
      <SignerSections {...common} />
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {idPks ? 'Ubah Perjanjian' : 'Tambah Perjanjian'}
        </Button>
        <Button onClick={() => navigate(listPath)}>Batal</Button>
      </div>
    </form>
  );
};
