import { Tooltip, ToggleButton } from '@fluentui/react-components';
import { CountBadgeAnchor } from '../../ui/CountBadgeAnchor';
import { TaskListLtrRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { can } from '@rules/policy';
import { useTugasSayaQuery } from '../../generated/hooks';
import { adminPath } from '../adminPaths';
import { useActor } from '../pengguna/currentUser';

/** The header's way to Tugas Saya, with how many things wait (refreshed every minute). */
export const TugasSayaButton = () => {
  const actor = useActor();
  const navigate = useNavigate();
  const here = useLocation().pathname === adminPath('Tugas Saya');
  const allowed = can(actor, 'tugas:read');
  const { data } = useTugasSayaQuery({ skip: !allowed, pollInterval: 60_000, fetchPolicy: 'cache-and-network' });
  if (!allowed) return null;
  const jumlah = data?.tugasSaya.jumlah ?? 0;
  const label = `Tugas Saya${jumlah ? ` (${jumlah} menunggu)` : ''}`;
  return (
    <CountBadgeAnchor count={jumlah}>
      <Tooltip content={label} relationship="label">
        <ToggleButton appearance="subtle" checked={here} icon={<TaskListLtrRegular />} onClick={() => navigate(adminPath('Tugas Saya'))} />
      </Tooltip>
    </CountBadgeAnchor>
  );
};
