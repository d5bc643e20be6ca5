import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import type { RequestContext } from '../../apollo/links';
import { useCreatePartnerMutation } from '../../generated/hooks';
import { FormDialog } from '../../ui/FormDialog';
import { ChosenImage } from '../../ui/ImagePreview';
import { useFieldErrors } from '../../ui/fieldErrors';
import { IMAGE_UPLOAD, UploadField, UploadProgressBar, useUploadProgress } from '../../ui/upload';
import { LOGO_HINT, validateMitraForm } from './mitraForm';

const FIELDS = ['partner', 'file'];

export interface MitraFormDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/** Tambah Mitra: the logo (png/jpg/jpeg, 2 MB) and the partner's name. Mount it only while open. */
export const MitraFormDialog = ({ onClose, onSaved }: MitraFormDialogProps) => {
  const errors = useFieldErrors();
  const progress = useUploadProgress();
  const [partner, setPartner] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [createPartner] = useCreatePartnerMutation();

  const submit = async () => {
    const messages = validateMitraForm({ partner, file });
    errors.set(messages);
    if (Object.keys(messages).length || !file) return;
    const save = (context: RequestContext) => createPartner({ variables: { input: { partner: partner.trim() }, file }, context });
    await errors.save(() => progress.run(save, { silent: true }), FIELDS, onSaved);
  };

  return (
    <FormDialog open title="Tambah Mitra" {...progress.dialogProps(onClose)} onSubmit={submit} submitLabel="Tambah">
      <UploadField
        label="Logo"
        rule={IMAGE_UPLOAD}
        hint={LOGO_HINT}
        file={file}
        error={errors.errors.file}
        disabled={progress.uploading}
        onChange={(f, message) => {
          setFile(f);
          if (message) errors.set({ ...errors.errors, file: message });
          else errors.clear('file');
        }}
      />
      {file && !errors.errors.file && <ChosenImage file={file} alt="Pratinjau logo" />}
      <Field label="Nama Mitra" required {...errors.field('partner')}>
        <Input
          value={partner}
          onChange={(_, d) => {
            setPartner(d.value);
            errors.clear('partner');
          }}
        />
      </Field>
      <UploadProgressBar uploading={progress.uploading} percent={progress.percent} />
    </FormDialog>
  );
};
