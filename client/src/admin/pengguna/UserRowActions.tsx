import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { can } from '@rules/policy';
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
      {can(actor, 'user:edit', user) && (
        <Button size="small" icon={<EditRegular />} aria-label={`Ubah ${user.nama}`} onClick={() => onEdit(user)}>
          Ubah
        </Button>
      )}
      {can(actor, 'user:delete', user) && (
        <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${user.nama}`} onClick={() => onDelete(user)}>
          Hapus
        </Button>
      )}
    </div>
  );
};
