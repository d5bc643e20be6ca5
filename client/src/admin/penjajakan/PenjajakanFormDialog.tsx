import { useState } from 'react';
import { Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { DESKRIPSI_MAX, JUDUL_MAX } from '@rules/penjajagan';
import { can } from '@rules/policy';
import { useCreatePenjajaganMutation, useUpdatePenjajaganMutation } from '../../generated/hooks';
import type { RequestContext } from '../../apollo/links';
import { FormDialog } from '../../ui/FormDialog';
import { useFieldErrors } from '../../ui/fieldErrors';
import { PENJAJAGAN_UPLOAD, UploadField, UploadProgressBar, useUploadProgress } from '../../ui/upload';
import { MitraCombobox } from './MitraCombobox';
import {
  type Actor,
  type PenjajakanFormValues,
  type PenjajakanRow,
  emptyPenjajakanForm,
  penjajakanFormFromRow,
  penjajakanInput,
  validatePenjajakanForm,
} from './penjajakanForm';
import { STATUS_OPTIONS } from './status';
import { OptionsSelect } from '../../ui/OptionsSelect';

const FIELDS = ['idUser', 'judul', 'deskripsi', 'status', 'file'];

const useStyles = makeStyles({
  grid: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface PenjajakanFormDialogProps {
  /** null: a new proposal. */
  row: PenjajakanRow | null;
  actor: Actor;
  onClose: () => void;
  onSaved: () => void;
}

/** Tambah / Ubah Penjajakan (SPEC §2.3, §5). Mount it only while open. */
export const PenjajakanFormDialog = ({ row, actor, onClose, onSaved }: PenjajakanFormDialogProps) => {
  const styles = useStyles();
  const errors = useFieldErrors();
  const progress = useUploadProgress();
  const mode = row ? 'edit' : 'create';
  const admin = can(actor, 'penjajagan:manage');
  const judulLocked = mode === 'edit' && !can(actor, 'penjajagan:editJudul');
  const [values, setValues] = useState<PenjajakanFormValues>(() => (row ? penjajakanFormFromRow(row) : emptyPenjajakanForm));
  const [createPenjajagan] = useCreatePenjajaganMutation();
  const [updatePenjajagan] = useUpdatePenjajaganMutation();

  const set = <K extends keyof PenjajakanFormValues>(key: K, value: PenjajakanFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    errors.clear(key);
  };

  const submit = async () => {
    const messages = validatePenjajakanForm(values, mode, actor);
    if (errors.errors.file && values.file) messages.file = errors.errors.file;
    errors.set(messages);
    if (Object.keys(messages).length) return;
    const input = penjajakanInput(values, mode, actor);
    const file = values.file;
    const save = async (context: RequestContext) => {
      if (row) await updatePenjajagan({ variables: { idPenjajagan: row.idPenjajagan, input, file }, context });
      else await createPenjajagan({ variables: { input, file }, context });
    };
    await errors.save(() => progress.run(save, { silent: true }), FIELDS, onSaved);
  };

  return (
    <FormDialog
      title={row ? 'Ubah Penjajakan' : 'Tambah Penjajakan'}
      {...progress.dialogProps(onClose)}
      onSubmit={submit}
      submitLabel={row ? 'Ubah' : 'Tambah'}
    >
      <div className={styles.grid}>
        {admin && (
          <Field label="Mitra" required {...errors.field('idUser')}>
            <MitraCombobox
              value={values.idUser ? { idUser: values.idUser, nama: values.namaMitra } : null}
              onChange={(v) => {
                setValues((prev) => ({ ...prev, idUser: v?.idUser ?? null, namaMitra: v?.nama ?? '' }));
                errors.clear('idUser');
              }}
            />
          </Field>
        )}
        <Field
          label="Judul"
          required={!judulLocked}
          hint={judulLocked ? 'Judul hanya dapat diubah oleh Admin' : undefined}
          {...errors.field('judul')}
        >
          <Input value={values.judul} maxLength={JUDUL_MAX} disabled={judulLocked} onChange={(_, d) => set('judul', d.value)} />
        </Field>
        <Field label="Deskripsi" required {...errors.field('deskripsi')}>
          <Textarea
            value={values.deskripsi}
            rows={5}
            resize="vertical"
            maxLength={DESKRIPSI_MAX}
            onChange={(_, d) => set('deskripsi', d.value)}
          />
        </Field>
        {mode === 'edit' && admin && (
          <Field label="Status" required {...errors.field('status')}>
            <OptionsSelect value={values.status} onChange={(v) => set('status', v)} prompt="Pilih Status" options={STATUS_OPTIONS} />
          </Field>
        )}
        <UploadField
          label="File"
          rule={PENJAJAGAN_UPLOAD}
          required={mode === 'create'}
          hint={
            mode === 'edit'
              ? `Kosongkan jika tidak diubah; ${PENJAJAGAN_UPLOAD.extensions.join(', ')}; maksimal ${PENJAJAGAN_UPLOAD.maxMb}MB`
              : undefined
          }
          file={values.file}
          error={errors.errors.file}
          disabled={progress.uploading}
          onChange={(file, message) => {
            setValues((prev) => ({ ...prev, file }));
            // removing the file on edit keeps the current document: nothing to say then
            const shown = file || mode === 'create' ? message : undefined;
            if (shown) errors.set({ ...errors.errors, file: shown });
            else errors.clear('file');
          }}
        />
        <UploadProgressBar uploading={progress.uploading} percent={progress.percent} />
      </div>
    </FormDialog>
  );
};
