import { useState } from 'react';
import { Field, Input, Select } from '@fluentui/react-components';
import { useCreateSkpdMutation, useUpdateSkpdMutation } from '../../generated/hooks';
import { FormDialog } from '../../ui/FormDialog';
import { useFieldErrors } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/toast';
import { errorMessage } from '../../apollo/errors';
import type { RequestContext } from '../../apollo/links';
import { type SkpdFormValues, type SkpdRow, emptySkpdForm, skpdFormFromRow, skpdInput, validateSkpdForm } from './skpdForm';

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
  const notify = useNotify();
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
    try {
      if (skpd) await updateSkpd({ variables: { idSkpd: skpd.idSkpd, input: skpdInput(values) } });
      else await createSkpd({ variables: { input: skpdInput(values) } });
      notify.success();
      onSaved();
    } catch (error) {
      if (!errors.fromGraphQL(error, SKPD_FIELDS)) notify.error(errorMessage(error));
    }
  };

  return (
    <FormDialog
      open
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
        <Select value={values.status} onChange={(_, d) => set('status', d.value)}>
          <option value="">Pilih Status</option>
          <option value="1">Aktif</option>
          <option value="2">Tidak Aktif</option>
        </Select>
      </Field>
    </FormDialog>
  );
};
