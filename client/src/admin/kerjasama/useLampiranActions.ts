import { useState } from 'react';
import { useNotify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';

/**
 * The add and delete flow of an attachment dialog (Dokumen, Galeri): an upload dialog opened fresh each
 * time, and a delete asked for, confirmed, then the list refetched whatever the outcome.
 */
export const useLampiranActions = <T extends { idFile: string }>(removeFile: (idFile: string) => Promise<unknown>, refetch: () => unknown) => {
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [uploadKey, setUploadKey] = useState(0);
  const confirm = useConfirm<T>();
  const [deleting, setDeleting] = useState(false);

  const remove = async (item: T) => {
    setDeleting(true);
    try {
      await removeFile(item.idFile);
      notify.success();
    } catch {
      // the error link has shown the server's message
    } finally {
      setDeleting(false);
      confirm.close();
      void refetch();
    }
  };

  return {
    adding,
    uploadKey,
    startUpload: () => {
      setUploadKey((k) => k + 1);
      setAdding(true);
    },
    closeUpload: () => setAdding(false),
    uploaded: () => {
      setAdding(false);
      void refetch();
    },
    confirm,
    deleting,
    remove,
  };
};
