import { useState } from 'react';
import { Button, Field, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { can } from '@rules/policy';
import {
  useAddPenjajaganSkpdMutation,
  usePenjajaganSkpdListQuery,
  useRemovePenjajaganSkpdMutation,
} from '../../generated/hooks';
import { errorMessage, fieldErrorsOf } from '../../apollo/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormDialog } from '../../ui/FormDialog';
import { useNotify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { type SkpdChoice, SkpdCombobox } from '../instansi/SkpdCombobox';
import type { Actor, PenjajakanRow } from './penjajakanForm';

const useStyles = makeStyles({
  add: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  addField: { flex: '1 1 240px', minWidth: 0 },
  addButton: { marginBlockStart: '26px', '@media (max-width: 480px)': { marginBlockStart: 0 } },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { overflowWrap: 'anywhere', minWidth: 0 },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL },
});

export interface PenjajakanSkpdDialogProps {
  row: PenjajakanRow;
  actor: Actor;
  onClose: () => void;
  /** After adding an agency: SPEC §4 closes the dialog and reloads the list. */
  onAdded: () => void;
}

const SKPD_REQUIRED = 'SKPD tidak boleh kosong';

export const PenjajakanSkpdDialog = ({ row, actor, onClose, onAdded }: PenjajakanSkpdDialogProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const manage = can(actor, 'penjajagan:manage');
  const [choice, setChoice] = useState<SkpdChoice | null>(null);
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirm<{ idSkpd: number; skpd: string }>();
  const { data, loading, refetch } = usePenjajaganSkpdListQuery({
    variables: { idPenjajagan: row.idPenjajagan, page: { limit: 100 } },
    fetchPolicy: 'network-only',
  });
  const [addSkpd, adding] = useAddPenjajaganSkpdMutation({ context: { silent: true } });
  const [removeSkpd, removing] = useRemovePenjajaganSkpdMutation();
  const items = data?.penjajaganSkpds.items ?? [];

  const add = async () => {
    if (!choice) {
      setError(SKPD_REQUIRED);
      return;
    }
    try {
      await addSkpd({ variables: { idPenjajagan: row.idPenjajagan, idSkpd: choice.idSkpd } });
      notify.success();
      onAdded();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (fields.idSkpd) setError(fields.idSkpd);
      else notify.error(errorMessage(e));
    }
  };

  const remove = async (target: { idSkpd: number; skpd: string }) => {
    try {
      await removeSkpd({ variables: { idPenjajagan: row.idPenjajagan, idSkpd: target.idSkpd } });
      notify.success();
      void refetch();
    } catch {
      // the error link has shown the server's message
    } finally {
      confirm.close();
    }
  };

  return (
    <>
      <FormDialog open title={`SKPD ${row.noPenjajagan}`} onClose={onClose}>
        {manage && (
          <div className={styles.add}>
            <Field className={styles.addField} label="SKPD" validationMessage={error} validationState={error ? 'error' : 'none'}>
              <SkpdCombobox
                value={choice}
                onChange={(v) => {
                  setChoice(v);
                  setError(undefined);
                }}
              />
            </Field>
            <Button
              className={styles.addButton}
              appearance="primary"
              icon={adding.loading ? <Spinner size="tiny" /> : <AddRegular />}
              disabled={!choice || adding.loading}
              onClick={() => void add()}
            >
              Tambah
            </Button>
          </div>
        )}
        {loading && !data ? (
          <Spinner size="small" label="Memuat..." />
        ) : items.length === 0 ? (
          <Text className={styles.empty}>Tidak Ada Data</Text>
        ) : (
          <ul className={styles.list} aria-label="Daftar SKPD">
            {items.map((s) => (
              <li key={s.idSkpd} className={styles.item}>
                <Text className={styles.name}>{s.skpd}</Text>
                {manage && (
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={`Hapus ${s.skpd}`}
                    onClick={() => confirm.ask(s)}
                  >
                    Hapus
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </FormDialog>
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus SKPD"
        message={`Yakin ingin menghapus SKPD "${confirm.target?.skpd ?? ''}" ?`}
        busy={removing.loading}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void remove(confirm.target)}
      />
    </>
  );
};
