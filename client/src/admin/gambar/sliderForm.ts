import { sliderSchema } from '@rules/slider';
import { fieldErrors } from '@rules/validation';
import { IMAGE_UPLOAD, checkUploadFile } from '../../ui/upload';

export interface SliderFormValues {
  urutan: string;
  file: File | null;
}

/** '' → undefined (the schema then says 'Urutan tidak boleh kosong'); anything else as a number. */
export const urutanInput = (urutan: string): number | undefined => (urutan.trim() === '' ? undefined : Number(urutan));

/** SPEC §5 Slider messages; the file is required when adding, optional when editing (kept). */
export const validateSliderForm = (v: SliderFormValues, fileRequired: boolean): Record<string, string> => {
  const result = sliderSchema.safeParse({ urutan: urutanInput(v.urutan) });
  const messages = result.success ? {} : fieldErrors(result.error);
  const file = v.file || fileRequired ? checkUploadFile(v.file, IMAGE_UPLOAD) : undefined;
  return file ? { ...messages, file } : messages;
};
