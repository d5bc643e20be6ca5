import type { ReactNode } from 'react';
import { errorMessage, fieldErrorsOf } from '../../apollo/errors';
import type { RequestContext } from '../../apollo/links';
import type { uploadProgressContext } from '../../apollo/uploadFetch';
import { FormDialog } from '../FormDialog';
import { useNotify } from '../toast';
import { UploadField, useUploadField } from './UploadField';
import { UploadProgressBar } from './UploadProgressBar';
import type { UploadRule } from './uploadRules';
import { useUploadProgress } from './useUploadProgress';

/** Context for the upload mutation: progress reporting, and no toast (the dialog shows the error). */
export type UploadContext = RequestContext & ReturnType<typeof uploadProgressContext>;

export interface UploadDialogProps {
  /**
   * Keep the dialog mounted and toggle `open` (change its `key` to start afresh): a nested Fluent dialog
   * that unmounts while open leaves its parent dialog aria-hidden.
   */
  open?: boolean;
  title: string;
  /** Label of the file field. */
  label: string;
  rule: UploadRule;
  /** Sends the file; pass `context` on to the mutation. A rejection keeps the dialog open. */
  upload: (file: File, context: UploadContext) => Promise<unknown>;
  /** Also called when the dialog is closed during the upload, which cancels it. */
  onClose: () => void;
  onUploaded: () => void;
  submitLabel?: string;
  /** Other fields of the upload, shown above the file field (e.g. the kind of document). */
  children?: ReactNode;
}

/**
 * One-file upload dialog: checked picker, submit enabled once a valid file is chosen, progress while sending.
 * Closing it while the file is being sent cancels the upload and says "Unggahan dibatalkan" (useUploadProgress).
 */
export const UploadDialog = ({ open = true, title, label, rule, upload, onClose, onUploaded, submitLabel = 'Unggah', children }: UploadDialogProps) => {
  const notify = useNotify();
  const field = useUploadField();
  const progress = useUploadProgress();

  const submit = async () => {
    if (!field.file || !field.ready) return;
    const file = field.file;
    try {
      await progress.run((context) => upload(file, context), { silent: true } satisfies RequestContext);
      notify.success();
      onUploaded();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const message = fields.file ?? Object.values(fields)[0];
      if (message) field.setError(message);
      else notify.error(errorMessage(error));
    }
  };

  return (
    <FormDialog
      open={open}
      title={title}
      {...progress.dialogProps(onClose)}
      onSubmit={submit}
      submitLabel={submitLabel}
      submitDisabled={!field.ready}
    >
      {children}
      <UploadField label={label} rule={rule} file={field.file} error={field.error} onChange={field.onChange} disabled={progress.uploading} />
      <UploadProgressBar uploading={progress.uploading} percent={progress.percent} />
    </FormDialog>
  );
};
