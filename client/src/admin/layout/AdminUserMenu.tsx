import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular, HomeRegular, KeyRegular, SignOutRegular } from '@fluentui/react-icons';
import { levelText } from '@rules/levels';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/useSession';
import { MenuItemRouterLink } from '../../router/MenuItemRouterLink';
import { adminPath } from '../adminPaths';
import { sidebarStore, useSidebarState, type UiSize } from './sidebarState';
import { UserMenuLabel } from '../../ui/UserMenuLabel';
import { visuallyHidden } from '../../ui/sharedStyles';

const useStyles = makeStyles({
  name: {
    maxWidth: '180px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media (max-width: 600px)': { display: 'none' },
  },
  who: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
  },
  level: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightRegular },
  trigger: { columnGap: tokens.spacingHorizontalS },
  hidden: visuallyHidden,
});

/** The user-name dropdown of the admin header: Beranda and Keluar (SPEC §2.2), plus display size. */
export function AdminUserMenu() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { user, level, homePath, signOut } = useSession();
  const { size } = useSidebarState();
  const name = user?.nama || 'Pengguna';

  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <Menu
      positioning="below-end"
      checkedValues={{ size: [size] }}
      onCheckedValueChange={(_, d) => d.name === 'size' && sidebarStore.setSize(d.checkedItems[0] as UiSize)}
    >
      <MenuTrigger disableButtonEnhancement>
        {/* named by its content ("Menu pengguna" + the name), the avatar's initials hidden from the name */}
        <Button className={styles.trigger} appearance="subtle" icon={<Avatar name={name} size={28} color="brand" aria-hidden />}>
          <span className={styles.hidden}>Menu pengguna </span>
          <UserMenuLabel name={name} className={styles.name} />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <div className={styles.who} role="presentation">
            <span>{name}</span>
            {level !== null ? <span className={styles.level}>{levelText(level)}</span> : null}
          </div>
          <MenuDivider />
          <MenuItemRouterLink to={homePath} icon={<HomeRegular />}>
            Beranda
          </MenuItemRouterLink>
          <MenuItemRouterLink to={adminPath('Token Akses')} icon={<KeyRegular />}>
            Token Akses
          </MenuItemRouterLink>
          <MenuItemRouterLink to={adminPath('Notifikasi')} icon={<AlertRegular />}>
            Notifikasi & Kalender
          </MenuItemRouterLink>
          <MenuDivider />
          <MenuGroupHeader>Ukuran Tampilan</MenuGroupHeader>
          <MenuItemRadio name="size" value="medium">
            Sedang
          </MenuItemRadio>
          <MenuItemRadio name="size" value="small">
            Kecil
          </MenuItemRadio>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void logout()}>
            Keluar
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
