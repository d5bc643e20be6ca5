import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { canDeleteUser, canEditUser } from '@rules/access';
import type { Actor } from './currentUser';
import type { UserRow } from './userForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export interface UserRowActionsProps {
  user: UserRow;
  actor: Actor | null;
  onDetail: (u: UserRow) => void;
  onEdit: (u: UserRow) => void;
  onDelete: (u: UserRow) => void;
}

export const UserRowActions = ({ user, actor, onDetail, onEdit, onDelete }: UserRowActionsProps) => {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Button size="small" icon={<EyeRegular />} aria-label={`Detail ${user.nama}`} onClick={() => onDetail(user)}>
        Detail
      </Button>
      {actor && canEditUser(actor, user) && (
        <Button size="small" icon={<EditRegular />} aria-label={`Ubah ${user.nama}`} onClick={() => onEdit(user)}>
          Ubah
        </Button>
      )}
      {actor && canDeleteUser(actor, user) && (
        <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${user.nama}`} onClick={() => onDelete(user)}>
          Hapus
        </Button>
      )}
    </div>
  );
};
