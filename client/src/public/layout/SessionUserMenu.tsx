import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { GridRegular, SignOutRegular } from '@fluentui/react-icons';
import { isPartner } from '@rules/levels';
import { useSession } from '../../auth/useSession';
import { MenuItemRouterLink } from '../../router/MenuItemRouterLink';
import { WithFluent } from '../../ui/FluentShell';
import { UserMenuLabel } from '../../ui/UserMenuLabel';

const useStyles = makeStyles({
  name: { maxWidth: '160px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  light: { color: tokens.colorNeutralForegroundOnBrand },
  trigger: { columnGap: tokens.spacingHorizontalS },
});

/** The signed-in user's menu: name, own start page, Keluar (SPEC §2.1). Loaded only for signed-in visitors. */
export function SessionUserMenu({ onLight }: { onLight: boolean }) {
  const styles = useStyles();
  const { user, level, homePath, signOut } = useSession();
  const name = user?.nama || 'Pengguna';
  // the public site has no FluentProvider of its own (ui/FluentShell.tsx): the menu brings one
  return (
    <WithFluent inline>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            className={mergeClasses(styles.trigger, !onLight && styles.light)}
            icon={<Avatar name={name} size={24} color="brand" />}
            iconPosition="before"
            aria-label={`Menu pengguna ${name}`}
          >
            <UserMenuLabel name={name} className={styles.name} />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItemRouterLink to={homePath} icon={<GridRegular />}>
              {level !== null && isPartner(level) ? 'Penjajakan' : 'Beranda Admin'}
            </MenuItemRouterLink>
            <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
              Keluar
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </WithFluent>
  );
}
