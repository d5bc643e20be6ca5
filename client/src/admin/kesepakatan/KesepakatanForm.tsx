import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field, Spinner } from '@fluentui/react-components';
import { errorMessage } from '../../apollo/errors';
import type { RequestContext } from '../../apollo/links';
import { useCreateKesepakatanMutation, useUpdateKesepakatanMutation } from '../../generated/hooks';
import { useFieldErrors } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/toast';
import { adminPath } from '../layout/adminRoutes';
import { MitraCombobox } from '../penjajakan/MitraCombobox';
import { MouCombobox, PenjajakanCombobox } from '../kerjasama/combos';
import { FormSection, SignerSections, StatusField, TextField, useFormLayoutStyles } from '../kerjasama/FormLayout';
import type { CommonFormValues } from '../kerjasama/formValues';
import { formatRupiah } from '../kerjasama/format';
import { parseNilai } from '../kerjasama/formValues';
import { KESEPAKATAN_FIELDS, type KesepakatanFormValues, kesepakatanInput, validateKesepakatanForm } from './kesepakatanForm';

const SILENT = { context: { silent: true } satisfies RequestContext };

export interface KesepakatanFormProps {
  initial: KesepakatanFormValues;
  /** Present when editing. */
  idMou?: number;
}

/** Agreement form (SPEC §2.3, §5): Tambah Kesepakatan or, with `idMou`, Ubah Kesepakatan. */
export const KesepakatanForm = ({ initial, idMou }: KesepakatanFormProps) => {
  const styles = useFormLayoutStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const errors = useFieldErrors();
  const [values, setValues] = useState<KesepakatanFormValues>(initial);
  const [createMou, created] = useCreateKesepakatanMutation(SILENT);
  const [updateMou, updated] = useUpdateKesepakatanMutation(SILENT);
  const submitting = created.loading || updated.loading;
  const listPath = adminPath('Kesepakatan');

  const set = (key: keyof CommonFormValues, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    errors.clear(key);
  };
  const common = { values, set, errors };

  const submit = async () => {
    const messages = validateKesepakatanForm(values);
    errors.set(messages);
    if (Object.keys(messages).length) return;
    try {
      const input = kesepakatanInput(values);
      if (idMou) await updateMou({ variables: { idMou, input } });
      else await createMou({ variables: { input } });
      notify.success();
      navigate(listPath);
    } catch (error) {
      if (!errors.fromGraphQL(error, KESEPAKATAN_FIELDS)) notify.error(errorMessage(error));
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
      <FormSection title="Kesepakatan">
        <Field label="Penjajakan" hint="Opsional: nomor penjajakan asal" {...errors.field('idPenjajagan')}>
          <PenjajakanCombobox
            value={values.penjajakan}
            onChange={(v) => {
              setValues((p) => ({ ...p, penjajakan: v }));
              errors.clear('idPenjajagan');
            }}
          />
        </Field>
        <Field label="Kesepakatan Lama" hint="Opsional: kesepakatan yang diperbarui" {...errors.field('idMouLama')}>
          <MouCombobox
            value={values.mouLama}
            exclude={idMou}
            onChange={(v) => {
              setValues((p) => ({ ...p, mouLama: v }));
              errors.clear('idMouLama');
            }}
          />
        </Field>
        <Field label="Mitra" required hint="Akun mitra" {...errors.field('idMitra')}>
          <MitraCombobox
            value={values.akunMitra}
            onChange={(v) => {
              setValues((p) => ({
                ...p,
                akunMitra: v,
                // the written name follows the account until the user changes it
                mitra: v && (p.mitra.trim() === '' || p.mitra === p.akunMitra?.nama) ? v.nama : p.mitra,
              }));
              errors.clear('idMitra');
              if (v) errors.clear('mitra');
            }}
          />
        </Field>
        <TextField name="mitra" label="Nama Mitra pada Kesepakatan" hint="Terisi dari akun mitra; dapat diubah" {...common} />
        <TextField name="tglMulai" label="Tanggal Mulai" type="date" {...common} />
        <TextField name="tglBerakhir" label="Tanggal Berakhir" type="date" {...common} />
        <TextField name="judul" label="Judul" wide {...common} />
        <TextField name="keterangan" label="Tentang" multiline wide relabel {...common} />
        <TextField name="deskripsi" label="Ruang Lingkup" multiline wide relabel {...common} />
        <TextField name="noKontrak" label="No. Kontrak" {...common} />
        <TextField name="noMitra" label="No. Mitra" {...common} />
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
          {idMou ? 'Ubah Kesepakatan' : 'Tambah Kesepakatan'}
        </Button>
        <Button onClick={() => navigate(listPath)}>Batal</Button>
      </div>
    </form>
  );
};
