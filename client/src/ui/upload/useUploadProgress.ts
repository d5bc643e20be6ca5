import { useCallback, useMemo, useRef, useState } from 'react';
import { type UploadProgress, uploadProgressContext } from '../../apollo/uploadFetch';

/**
 * Progress of one upload mutation at a time. `run` gives the mutation the context that makes the upload
 * link report progress, and tracks the percentage until the call settles:
 *
 *   const progress = useUploadProgress();
 *   await progress.run((context) => addMouDokumen({ variables: { idMou, file }, context }));
 *   <UploadProgressBar {...progress} />
 */
export const useUploadProgress = () => {
  const [percent, setPercent] = useState(0);
  const [uploading, setUploading] = useState(false);
  const active = useRef(0);

  const run = useCallback(
    async <T, C extends object = object>(
      call: (context: C & ReturnType<typeof uploadProgressContext>) => Promise<T>,
      extraContext?: C,
    ): Promise<T> => {
      const ticket = ++active.current;
      setPercent(0);
      setUploading(true);
      const onProgress = (p: UploadProgress) => {
        if (ticket === active.current) setPercent(p.percent);
      };
      try {
        return await call({ ...(extraContext as C), ...uploadProgressContext(onProgress) });
      } finally {
        if (ticket === active.current) setUploading(false);
      }
    },
    [],
  );

  return useMemo(() => ({ percent, uploading, run }), [percent, uploading, run]);
};
