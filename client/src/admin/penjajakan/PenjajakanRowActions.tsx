import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingGovernmentRegular,
  ChatRegular,
  DeleteRegular,
  DocumentRegular,
  EditRegular,
  EyeRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { can } from '@rules/policy';
import type { Actor } from '../pengguna/currentUser';
import type { PenjajakanRow } from './penjajakanForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'nowrap', gap: tokens.spacingHorizontalXS },
});

export type RowAction = 'dokumen' | 'skpd' | 'detail' | 'chat' | 'ubah' | 'hapus';

export interface PenjajakanRowActionsProps {
  row: PenjajakanRow;
  actor: Actor | null;
  onAction: (action: RowAction, row: PenjajakanRow) => void;
}

/** Chat as its own button (the conversation is the heart of the screen); the rest in a menu. */
export const PenjajakanRowActions = ({ row, actor, onAction }: PenjajakanRowActionsProps) => {
  const styles = useStyles();
  const manage = can(actor, 'penjajagan:manage');
  return (
    <div className={styles.root}>
      <Button size="small" icon={<ChatRegular />} aria-label={`Chat ${row.judul}`} onClick={() => onAction('chat', row)}>
        Chat
      </Button>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button size="small" icon={<MoreHorizontalRegular />} aria-label={`Aksi ${row.judul}`} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<DocumentRegular />} onClick={() => onAction('dokumen', row)}>
              Dokumen
            </MenuItem>
            <MenuItem icon={<BuildingGovernmentRegular />} onClick={() => onAction('skpd', row)}>
              SKPD
            </MenuItem>
            <MenuItem icon={<EyeRegular />} onClick={() => onAction('detail', row)}>
              Detail
            </MenuItem>
            {manage && (
              <MenuItem icon={<EditRegular />} onClick={() => onAction('ubah', row)}>
                Ubah
              </MenuItem>
            )}
            {manage && (
              <MenuItem icon={<DeleteRegular />} onClick={() => onAction('hapus', row)}>
                Hapus
              </MenuItem>
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
};
