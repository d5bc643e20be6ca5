import { partnerSchema } from '@rules/partner';
import { fieldErrors } from '@rules/validation';
import { IMAGE_UPLOAD, checkUploadFile } from '../../ui/upload';

export const LOGO_HINT = '300 x 300 pixel, file maksimal 2MB';

export interface MitraFormValues {
  partner: string;
  file: File | null;
}

/** SPEC §5 Partner messages (name and logo); empty when the form may be sent. */
export const validateMitraForm = (v: MitraFormValues): Record<string, string> => {
  const result = partnerSchema.safeParse({ partner: v.partner });
  const messages = result.success ? {} : fieldErrors(result.error);
  const file = checkUploadFile(v.file, IMAGE_UPLOAD);
  return file ? { ...messages, file } : messages;
};
