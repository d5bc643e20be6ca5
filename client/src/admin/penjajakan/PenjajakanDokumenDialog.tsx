import { useState } from 'react';
import { Button, Caption1, Field, Link, MessageBar, MessageBarBody, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DocumentRegular } from '@fluentui/react-icons';
import { can } from '@rules/policy';
import { useAddPenjajaganDokumenMutation, usePenjajakanDokumenListQuery } from '../../generated/hooks';
import { FormDialog } from '../../ui/FormDialog';
import { formatWaktu } from '../../ui/dates';
import { PENJAJAGAN_UPLOAD, UploadDialog, formatBytes } from '../../ui/upload';
import type { Actor, PenjajakanRow } from './penjajakanForm';

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  name: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL },
});

export interface PenjajakanDokumenDialogProps {
  row: PenjajakanRow;
  actor: Actor;
  onClose: () => void;
  /** After a new document: SPEC §4 closes the dialog and reloads the list. */
  onAdded: () => void;
}

export const PenjajakanDokumenDialog = ({ row, actor, onClose, onAdded }: PenjajakanDokumenDialogProps) => {
  const styles = useStyles();
  const [adding, setAdding] = useState(false);
  const [jenis, setJenis] = useState('');
  const { data, loading } = usePenjajakanDokumenListQuery({
    variables: { idPenjajagan: row.idPenjajagan },
    fetchPolicy: 'network-only',
  });
  const [addDokumen] = useAddPenjajaganDokumenMutation();
  const dokumen = data?.penjajagan.dokumen ?? [];
  const kurang = data?.penjajagan.dokumenKurang ?? [];
  const canAdd = can(actor, 'penjajagan:write', row);

  return (
    <>
      <FormDialog open={!adding} title={`Dokumen ${row.noPenjajagan}`} onClose={onClose}>
        {canAdd && (
          <div className={styles.toolbar}>
            <Button icon={<AddRegular />} onClick={() => setAdding(true)}>
              Tambah Dokumen
            </Button>
          </div>
        )}
        {kurang.length > 0 && (
          <MessageBar intent="warning">
            <MessageBarBody>Dokumen wajib yang belum ada: {kurang.join(', ')}</MessageBarBody>
          </MessageBar>
        )}
        {loading && !data ? (
          <Spinner size="small" label="Memuat..." />
        ) : dokumen.length === 0 ? (
          <Text className={styles.empty}>Tidak Ada File</Text>
        ) : (
          <ul className={styles.list} aria-label="Daftar dokumen">
            {dokumen.map((d) => (
              <li key={d.id} className={styles.item}>
                <DocumentRegular aria-hidden fontSize={20} />
                <span className={styles.name}>
                  <Link href={d.url} target="_blank" rel="noopener noreferrer">
                    {d.namaFile}
                  </Link>
                  <Caption1 className={styles.muted}>
                    {d.jenis ? `${d.jenis} · ` : ''}
                    {formatBytes(d.size)} · {formatWaktu(d.tglInput)}
                  </Caption1>
                </span>
              </li>
            ))}
          </ul>
        )}
      </FormDialog>
      {adding && (
        <UploadDialog
          title="Tambah Dokumen"
          label="File"
          rule={PENJAJAGAN_UPLOAD}
          upload={(file, context) => addDokumen({ variables: { idPenjajagan: row.idPenjajagan, file, jenis: jenis || null }, context })}
          onClose={() => setAdding(false)}
          onUploaded={onAdded}
        >
          <Field label="Jenis Dokumen" hint="Dokumen wajib yang dipenuhi file ini (opsional)">
            <Select value={jenis} onChange={(_, d) => setJenis(d.value)}>
              <option value="">Lainnya</option>
              {(data?.dokumenWajibPenjajagan ?? []).map((j) => (
                <option key={j} value={j}>
                  {j}
                </option>
              ))}
            </Select>
          </Field>
        </UploadDialog>
      )}
    </>
  );
};
