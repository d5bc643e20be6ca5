import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import type { RequestContext } from '../../apollo/links';
import type { GambarSlidersQuery } from '../../generated/graphql';
import { useCreateSliderMutation, useUpdateSliderMutation } from '../../generated/hooks';
import { FormDialog } from '../../ui/FormDialog';
import { ChosenImage } from '../../ui/ImagePreview';
import { useFieldErrors } from '../../ui/fieldErrors';
import { IMAGE_UPLOAD, UploadField, UploadProgressBar, useUploadProgress } from '../../ui/upload';
import { urutanInput, validateSliderForm } from './sliderForm';

export type SliderRow = GambarSlidersQuery['sliders']['items'][number];

const FIELDS = ['urutan', 'file'];

export interface SliderFormDialogProps {
  /** null: add a picture. */
  slider: SliderRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a slider picture: the file (required when adding) and its urutan 1–9. Mount only while open. */
export const SliderFormDialog = ({ slider, onClose, onSaved }: SliderFormDialogProps) => {
  const errors = useFieldErrors();
  const progress = useUploadProgress();
  const [urutan, setUrutan] = useState(slider ? String(slider.urutan) : '');
  const [file, setFile] = useState<File | null>(null);
  const [createSlider] = useCreateSliderMutation();
  const [updateSlider] = useUpdateSliderMutation();

  const submit = async () => {
    const messages = validateSliderForm({ urutan, file }, !slider);
    errors.set(messages);
    if (Object.keys(messages).length) return;
    const input = { urutan: urutanInput(urutan) };
    const save = (context: RequestContext): Promise<unknown> =>
      slider
        ? updateSlider({ variables: { idGambar: slider.idGambar, input, file: file ?? undefined }, context })
        : createSlider({ variables: { input, file }, context });
    await errors.save(() => progress.run(save, { silent: true }), FIELDS, onSaved);
  };

  return (
    <FormDialog
      title={slider ? 'Ubah Gambar' : 'Tambah Gambar'}
      {...progress.dialogProps(onClose)}
      onSubmit={submit}
      submitLabel={slider ? 'Ubah' : 'Tambah'}
    >
      <UploadField
        label="Gambar"
        rule={IMAGE_UPLOAD}
        required={!slider}
        hint={slider ? 'png, jpg, jpeg; maksimal 2MB. Kosongkan untuk tetap memakai gambar sekarang' : undefined}
        file={file}
        error={errors.errors.file}
        disabled={progress.uploading}
        onChange={(f, message) => {
          setFile(f);
          // removing the choice when editing just keeps the stored picture
          if (message && (f || !slider)) errors.set({ ...errors.errors, file: message });
          else errors.clear('file');
        }}
      />
      <ChosenImage file={file && !errors.errors.file ? file : null} url={slider?.gambar} alt="Pratinjau gambar" />
      <Field label="Urutan" required hint="1 sampai 9" {...errors.field('urutan')}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={9}
          step={1}
          value={urutan}
          onChange={(_, d) => {
            setUrutan(d.value);
            errors.clear('urutan');
          }}
        />
      </Field>
      <UploadProgressBar uploading={progress.uploading} percent={progress.percent} />
    </FormDialog>
  );
};
