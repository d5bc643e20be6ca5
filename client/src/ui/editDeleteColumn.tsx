import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { type Column, PHONE_QUERY } from './DataTable';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

interface EditDeleteProps {
  /** Names the row in the buttons' labels: "Ubah <name>", "Hapus <name>". */
  name: string;
  onEdit(): void;
  onDelete(): void;
}

/** Ubah and Hapus of one row. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteProps) {
  const styles = useStyles();
  // On phones the two buttons are their icons (named by aria-label), so the Aksi column stays narrow.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <div className={styles.actions}>
      <Button size="small" icon={<EditRegular />} aria-label={`Ubah ${name}`} title="Ubah" onClick={onEdit}>
        {phone ? null : 'Ubah'}
      </Button>
      <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${name}`} title="Hapus" onClick={onDelete}>
        {phone ? null : 'Hapus'}
      </Button>
    </div>
  );
}

/** The Aksi column of a list whose rows have Ubah and Hapus. */
export const editDeleteColumn = <R,>(name: (row: R) => string, onEdit: (row: R) => void, onDelete: (row: R) => void): Column<R> => ({
  key: 'aksi',
  header: 'Aksi',
  width: '180px',
  render: (r) => <EditDeleteButtons name={name(r)} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />,
});
