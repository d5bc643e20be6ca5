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
import { ChevronDownRegular, GridRegular, SignOutRegular } from '@fluentui/react-icons';
import { isPartner } from '@rules/levels';
import { useSession } from '../../auth/useSession';
import { LinkButton } from '../../router/LinkButton';
import { MenuItemRouterLink } from '../../router/MenuItemRouterLink';

const useStyles = makeStyles({
  name: { maxWidth: '160px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  light: { color: tokens.colorNeutralForegroundOnBrand },
  trigger: { columnGap: tokens.spacingHorizontalS },
});

/** Login button, or the signed-in user's menu: name, own start page, Keluar (SPEC §2.1). */
export function SessionMenu({ onLight }: { onLight: boolean }) {
  const styles = useStyles();
  const { isLoggedIn, user, level, homePath, signOut } = useSession();

  if (!isLoggedIn) {
    return (
      <LinkButton to="/login" appearance={onLight ? 'primary' : 'outline'} className={onLight ? undefined : styles.light}>
        Login
      </LinkButton>
    );
  }
  const name = user?.nama || 'Pengguna';
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={mergeClasses(styles.trigger, !onLight && styles.light)}
          icon={<Avatar name={name} size={24} color="brand" />}
          iconPosition="before"
          aria-label={`Menu pengguna ${name}`}
        >
          <span className={styles.name}>{name}</span>
          <ChevronDownRegular />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItemRouterLink to={homePath} icon={<GridRegular />}>
            {level !== null && isPartner(level) ? 'Penjajakan' : 'Dashboard'}
          </MenuItemRouterLink>
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            Keluar
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
