import type { ReactElement } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import {
  AppsListDetailRegular,
  DeleteRegular,
  DocumentRegular,
  EditRegular,
  EyeRegular,
  ImageMultipleRegular,
  MoreHorizontalRegular,
  PeopleTeamRegular,
  TextBulletListSquareRegular,
} from '@fluentui/react-icons';
import { ROW_ACTION_TEXT, type RowAction } from './rowActions';

const ICON: Record<RowAction, ReactElement> = {
  dokumen: <DocumentRegular />,
  galeri: <ImageMultipleRegular />,
  pks: <AppsListDetailRegular />,
  skpd: <PeopleTeamRegular />,
  detail: <EyeRegular />,
  detailMou: <TextBulletListSquareRegular />,
  ubah: <EditRegular />,
  hapus: <DeleteRegular />,
};

export interface RowActionsMenuProps {
  actions: readonly RowAction[];
  /** Names the row in the accessible labels ("Aksi {title}", "Detail {title}"). */
  title: string;
  onAction: (action: RowAction) => void;
  /** The "Aksi" menu as an icon-only button (for tables that need the width); the name stays "Aksi {title}". */
  compact?: boolean;
}

/** A single Detail button when that is all the level may do, otherwise an "Aksi" menu. */
export const RowActionsMenu = ({ actions, title, onAction, compact = false }: RowActionsMenuProps) => {
  if (actions.length === 1) {
    const only = actions[0];
    return (
      <Button size="small" icon={ICON[only]} aria-label={`${ROW_ACTION_TEXT[only]} ${title}`} onClick={() => onAction(only)}>
        {ROW_ACTION_TEXT[only]}
      </Button>
    );
  }
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        {compact ? (
          <Tooltip content="Aksi" relationship="inaccessible">
            <Button size="small" icon={<MoreHorizontalRegular />} aria-label={`Aksi ${title}`} />
          </Tooltip>
        ) : (
          <Button size="small" icon={<MoreHorizontalRegular />} iconPosition="after" aria-label={`Aksi ${title}`}>
            Aksi
          </Button>
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((a) => (
            <MenuItem key={a} icon={ICON[a]} onClick={() => onAction(a)}>
              {ROW_ACTION_TEXT[a]}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
