import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type UploadProgress, uploadProgressContext } from '../../apollo/uploadFetch';

export const UPLOAD_CANCELLED_MESSAGE = 'Unggahan dibatalkan';

/** How `run` rejects when the upload was cancelled while its file was still being sent: nothing was stored. */
export class UploadCancelledError extends Error {
  constructor() {
    super(UPLOAD_CANCELLED_MESSAGE);
    this.name = 'UploadCancelledError';
  }
}

export const isUploadCancelled = (error: unknown): error is UploadCancelledError => error instanceof UploadCancelledError;

interface Job {
  controller: AbortController;
  /** The whole request body has left the browser: the server may be storing it, so it can no longer be cancelled. */
  sent: boolean;
}

/**
 * Progress of one upload mutation at a time. `run` gives the mutation the context that makes the upload
 * link report progress (and lets it be aborted), and tracks the percentage until the call settles:
 *
 *   const progress = useUploadProgress();
 *   await progress.run((context) => addMouDokumen({ variables: { idMou, file }, context }));
 *   <FormDialog {...progress.dialogProps(onClose)} …>  <UploadProgressBar {...progress} />
 *
 * Cancelling (closing the dialog, or leaving the screen) aborts the request while the file is still being
 * sent: the server reads the whole file before it stores anything, and fails an operation whose request
 * was cut off, so nothing is kept, and `run` rejects with `UploadCancelledError` ("Unggahan dibatalkan",
 * which the form's error handling shows). Once the file is sent ("100%, memproses…") the server may already
 * be storing it: then nothing is cancelled, and the dialog cannot be closed until the server answers.
 */
export const useUploadProgress = () => {
  const [percent, setPercent] = useState(0);
  const [uploading, setUploading] = useState(false);
  const active = useRef<Job | null>(null);

  const run = useCallback(
    async <T, C extends object = object>(
      call: (context: C & ReturnType<typeof uploadProgressContext>) => Promise<T>,
      extraContext?: C,
    ): Promise<T> => {
      const job: Job = { controller: new AbortController(), sent: false };
      active.current = job;
      setPercent(0);
      setUploading(true);
      const onProgress = (p: UploadProgress) => {
        if (p.percent >= 100) job.sent = true;
        if (job === active.current) setPercent(p.percent);
      };
      try {
        return await call({ ...(extraContext as C), ...uploadProgressContext(onProgress, job.controller.signal) });
      } catch (error) {
        throw job.controller.signal.aborted ? new UploadCancelledError() : error;
      } finally {
        if (job === active.current) {
          active.current = null;
          setUploading(false);
        }
      }
    },
    [],
  );

  /** Aborts the upload if its file is still being sent; false when there is none, or it is already sent. */
  const cancel = useCallback((): boolean => {
    const job = active.current;
    if (!job || job.sent) return false;
    job.controller.abort();
    return true;
  }, []);

  // leaving the screen while a file is being sent cancels it too
  useEffect(() => () => void cancel(), [cancel]);

  /** The server has the whole file and is storing it. */
  const processing = uploading && percent >= 100;

  /** FormDialog props: closing it (Batal, ✕, Escape) cancels a file still being sent; it stays open while the server stores a sent one. */
  const dialogProps = useCallback(
    (onClose: () => void) => ({
      onClose: () => {
        cancel();
        onClose();
      },
      submitting: uploading,
      closeDisabled: processing,
    }),
    [cancel, uploading, processing],
  );

  return useMemo(() => ({ percent, uploading, processing, run, cancel, dialogProps }), [percent, uploading, processing, run, cancel, dialogProps]);
};
