import { useState } from 'react';
import { Field, Input, Spinner, Textarea } from '@fluentui/react-components';
import type { RequestContext } from '../../apollo/links';
import { useCreateKegiatanMutation, useUpdateKegiatanMutation } from '../../generated/hooks';
import { FormDialog } from '../../ui/FormDialog';
import { ChosenImage } from '../../ui/ImagePreview';
import { useFieldErrors } from '../../ui/fieldErrors';
import { LazyRichTextEditor } from '../../ui/richtext/LazyRichTextEditor';
import { IMAGE_UPLOAD, UploadField, UploadProgressBar, useUploadProgress } from '../../ui/upload';
import {
  type KegiatanDetail,
  type KegiatanFormValues,
  emptyKegiatanForm,
  kegiatanFormFrom,
  kegiatanInput,
  validateKegiatanForm,
} from './kegiatanForm';
import { ACTIVE_STATUS_OPTIONS, OptionsSelect } from '../../ui/OptionsSelect';

const FIELDS = ['judul', 'highlight', 'isi', 'status', 'gambar'];

export interface KegiatanFormProps {
  /** null: a new kegiatan; undefined: the one being edited is still loading. */
  kegiatan: KegiatanDetail | null | undefined;
  /** Editing (the title and the optional picture do not wait for the data). */
  editing: boolean;
  loadError?: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** The add/edit form of a kegiatan (Judul, Highlight, Isi in the rich-text editor, Status, Gambar). */
export const KegiatanForm = ({ kegiatan, editing, loadError, onClose, onSaved }: KegiatanFormProps) => {
  const errors = useFieldErrors();
  const progress = useUploadProgress();
  const [values, setValues] = useState<KegiatanFormValues | null>(() =>
    kegiatan ? kegiatanFormFrom(kegiatan) : kegiatan === null ? emptyKegiatanForm : null,
  );
  // the kegiatan being edited arrives after the dialog opened: start from it once
  if (values === null && kegiatan) setValues(kegiatanFormFrom(kegiatan));
  const [file, setFile] = useState<File | null>(null);
  const [createKegiatan] = useCreateKegiatanMutation();
  const [updateKegiatan] = useUpdateKegiatanMutation();

  const set = (key: keyof KegiatanFormValues, value: string) => {
    setValues((prev) => (prev ? { ...prev, [key]: value } : prev));
    errors.clear(key);
  };

  const submit = async () => {
    if (!values) return;
    const messages = validateKegiatanForm(values, file, !editing);
    errors.set(messages);
    if (Object.keys(messages).length) return;
    const input = kegiatanInput(values);
    const save = (context: RequestContext): Promise<unknown> =>
      kegiatan
        ? updateKegiatan({ variables: { idKegiatan: kegiatan.idKegiatan, input, gambar: file ?? undefined }, context })
        : createKegiatan({ variables: { input, gambar: file }, context });
    await errors.save(() => progress.run(save, { silent: true }), FIELDS, onSaved);
  };

  return (
    <FormDialog
      title={editing ? 'Ubah Kegiatan' : 'Tambah Kegiatan'}
      {...progress.dialogProps(onClose)}
      onSubmit={submit}
      submitLabel={editing ? 'Ubah' : 'Tambah'}
      submitDisabled={!values}
    >
      {!values && (loadError ? 'Kegiatan tidak dapat dimuat' : <Spinner label="Memuat…" />)}
      {values && (
        <>
          <Field label="Judul" required {...errors.field('judul')}>
            <Input value={values.judul} onChange={(_, d) => set('judul', d.value)} />
          </Field>
          <Field label="Highlight" required {...errors.field('highlight')}>
            <Textarea value={values.highlight} resize="vertical" rows={3} onChange={(_, d) => set('highlight', d.value)} />
          </Field>
          <Field label="Isi" required {...errors.field('isi')}>
            {(fieldProps) => (
              <LazyRichTextEditor
                {...fieldProps}
                defaultValue={values.isi}
                placeholder="Tulis isi kegiatan…"
                onChange={(html) => set('isi', html)}
              />
            )}
          </Field>
          <Field label="Status" required {...errors.field('status')}>
            <OptionsSelect value={values.status} onChange={(v) => set('status', v)} prompt="Pilih Status" options={ACTIVE_STATUS_OPTIONS} />
          </Field>
          <UploadField
            label="Gambar"
            rule={IMAGE_UPLOAD}
            required={!editing}
            hint={editing ? 'png, jpg, jpeg; maksimal 2MB. Kosongkan untuk tetap memakai gambar sekarang' : undefined}
            file={file}
            error={errors.errors.gambar}
            disabled={progress.uploading}
            onChange={(f, message) => {
              setFile(f);
              if (message && (f || !editing)) errors.set({ ...errors.errors, gambar: message });
              else errors.clear('gambar');
            }}
          />
          <ChosenImage file={file && !errors.errors.gambar ? file : null} url={kegiatan?.gambar} alt="Pratinjau gambar kegiatan" />
          <UploadProgressBar uploading={progress.uploading} percent={progress.percent} />
        </>
      )}
    </FormDialog>
  );
};
