import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useCreateSkpdMutation, useUpdateSkpdMutation } from '../../generated/hooks';
import { FormDialog } from '../../ui/FormDialog';
import { useFieldErrors } from '../../ui/fieldErrors';
import type { RequestContext } from '../../apollo/links';
import { type SkpdFormValues, type SkpdRow, emptySkpdForm, skpdFormFromRow, skpdInput, validateSkpdForm } from './skpdForm';
import { ACTIVE_STATUS_OPTIONS, OptionsSelect } from '../../ui/OptionsSelect';

const SKPD_FIELDS = ['skpd', 'kode', 'status'];

/** The form shows its own errors: field messages under the fields, others as a toast. */
const SILENT = { context: { silent: true } satisfies RequestContext };

export interface SkpdFormDialogProps {
  /** null: create an agency. */
  skpd: SkpdRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Mount it only while open: its state starts from `skpd` each time. */
export const SkpdFormDialog = ({ skpd, onClose, onSaved }: SkpdFormDialogProps) => {
  const errors = useFieldErrors();
  const [values, setValues] = useState<SkpdFormValues>(() => (skpd ? skpdFormFromRow(skpd) : emptySkpdForm));
  const [createSkpd, created] = useCreateSkpdMutation(SILENT);
  const [updateSkpd, updated] = useUpdateSkpdMutation(SILENT);

  const set = (key: keyof SkpdFormValues, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    errors.clear(key);
  };

  const submit = async () => {
    const messages = validateSkpdForm(values);
    errors.set(messages);
    if (Object.keys(messages).length) return;
    const input = skpdInput(values);
    const save = () => (skpd ? updateSkpd({ variables: { idSkpd: skpd.idSkpd, input } }) : createSkpd({ variables: { input } }));
    await errors.save(save, SKPD_FIELDS, onSaved);
  };

  return (
    <FormDialog
      title={skpd ? 'Ubah Instansi' : 'Tambah Instansi'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={skpd ? 'Ubah' : 'Tambah'}
      submitting={created.loading || updated.loading}
    >
      <Field label="SKPD" required {...errors.field('skpd')}>
        <Input value={values.skpd} onChange={(_, d) => set('skpd', d.value)} />
      </Field>
      <Field label="Kode" required {...errors.field('kode')}>
        <Input inputMode="numeric" value={values.kode} onChange={(_, d) => set('kode', d.value.replace(/\D+/g, ''))} />
      </Field>
      <Field label="Status" required {...errors.field('status')}>
        <OptionsSelect value={values.status} onChange={(v) => set('status', v)} prompt="Pilih Status" options={ACTIVE_STATUS_OPTIONS} />
      </Field>
    </FormDialog>
  );
};
