import { useState } from 'react';
import { Button, Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { addSkpdSchema } from '@rules/mou';
import { errorMessage, fieldErrorsOf } from '../../apollo/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { FormDialog } from '../../ui/FormDialog';
import { zodFieldMessages } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { type SkpdChoice, SkpdCombobox } from '../instansi/SkpdCombobox';
import type { LampiranDialogProps } from './DokumenDialog';
import { type SkpdLink, useLampiran } from './useLampiran';

const useStyles = makeStyles({
  title: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  add: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  field: { flex: '1 1 260px', minWidth: 0 },
  addButton: { marginBlockStart: '26px' },
});

export interface SkpdDialogProps extends LampiranDialogProps {
  /** After adding an agency: SPEC §4 closes the dialog and reloads the list. */
  onAdded: () => void;
}

/** SKPD dialog (SPEC §2.3): the linked agencies with delete, and add through the agency autocomplete. */
export const SkpdDialog = ({ kind, id, title, onClose, onAdded }: SkpdDialogProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const lampiran = useLampiran(kind, id);
  const [choice, setChoice] = useState<SkpdChoice | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const confirm = useConfirm<SkpdLink>();
  const [deleting, setDeleting] = useState(false);

  const add = async () => {
    const checked = addSkpdSchema.safeParse({ idSkpd: choice?.idSkpd });
    if (!checked.success) {
      setError(zodFieldMessages(checked).idSkpd);
      return;
    }
    setAdding(true);
    try {
      await lampiran.addSkpd(checked.data.idSkpd, { silent: true });
      notify.success();
      // the agencies as they are now for the next opening, then (SPEC §4) the dialog closes
      await lampiran.refetch().catch(() => undefined);
      onAdded();
    } catch (e) {
      const message = fieldErrorsOf(e).idSkpd;
      if (message) setError(message);
      else notify.error(errorMessage(e));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (s: SkpdLink) => {
    setDeleting(true);
    try {
      await lampiran.removeSkpd(s.idSkpd);
      notify.success();
    } catch {
      // the error link has shown the server's message
    } finally {
      setDeleting(false);
      confirm.close();
      void lampiran.refetch();
    }
  };

  const columns: Column<SkpdLink>[] = [
    { key: 'no', header: 'No', width: '48px', render: (_, i) => i + 1 },
    { key: 'skpd', header: 'Nama SKPD', render: (s) => s.skpd },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '72px',
      render: (s) => (
        <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Hapus ${s.skpd}`} onClick={() => confirm.ask(s)} />
      ),
    },
  ];

  return (
    <>
      <FormDialog open title="SKPD" onClose={onClose}>
        <Caption1 className={styles.title}>{title}</Caption1>
        <div className={styles.add}>
          <Field
            className={styles.field}
            label="Tambah SKPD"
            required
            validationMessage={error}
            validationState={error ? 'error' : 'none'}
          >
            <SkpdCombobox
              value={choice}
              onChange={(v) => {
                setChoice(v);
                setError(undefined);
              }}
            />
          </Field>
          <Button className={styles.addButton} appearance="primary" icon={<AddRegular />} disabled={!choice || adding} onClick={() => void add()}>
            Tambah
          </Button>
        </div>
        <DataTable
          aria-label="Daftar SKPD"
          columns={columns}
          items={lampiran.skpd}
          getRowKey={(s) => s.idSkpd}
          loading={lampiran.loading}
          emptyText="Tidak Ada Data"
          minWidth="360px"
          skeletonRows={2}
        />
      </FormDialog>
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus SKPD"
        message={`Yakin ingin menghapus SKPD "${confirm.target?.skpd ?? ''}" ?`}
        busy={deleting}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void remove(confirm.target)}
      />
    </>
  );
};
