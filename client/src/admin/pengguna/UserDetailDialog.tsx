import { Breakable } from '../../ui/Breakable';
import { DetailList } from '../../ui/DetailList';
import { FormDialog } from '../../ui/FormDialog';
import { StatusBadge } from '../../ui/StatusBadge';
import { formatTanggal } from '../../ui/dates';
import type { UserRow } from './userForm';

export const UserDetailDialog = ({ user, onClose }: { user: UserRow; onClose: () => void }) => (
  <FormDialog open title="Detail Pengguna" onClose={onClose}>
    <DetailList
      rows={[
        { label: 'Nama', value: user.nama },
        { label: 'Username', value: <Breakable text={user.username} /> },
        { label: 'Email', value: user.email && <Breakable text={user.email} /> },
        { label: 'Hp', value: user.hp },
        { label: 'Level', value: user.textLevel },
        { label: 'SKPD', value: user.skpdText },
        { label: 'Tanggal Daftar', value: formatTanggal(user.tglDaftar) },
        { label: 'Status', value: <StatusBadge status={user.idStatus} text={user.statusText} /> },
      ]}
    />
  </FormDialog>
);
