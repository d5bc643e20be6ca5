import {
  Button,
  Caption1Strong,
  Divider,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, SignOutRegular } from '@fluentui/react-icons';
import { isPartner } from '@rules/levels';
import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../../auth/useSession';
import { LinkButton } from '../../router/LinkButton';
import { WithFluent } from '../../ui/FluentShell';
import { useReturnFocus } from '../../ui/useReturnFocus';
import { KERJA_SAMA_ITEMS, NAV_AFTER, NAV_BEFORE, isActivePath, type NavItem } from './navItems';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase400,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  sub: { paddingLeft: tokens.spacingHorizontalXXL },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  group: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  session: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingTop: tokens.spacingVerticalM },
  // the drawer focuses it on opening, before Fluent's keyboard detection (loaded with the drawer) has seen a
  // key: the browser's own focus-visible shows the ring for a menu opened with the keyboard
  close: { ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
});

const publicContent = (): HTMLElement | null => document.getElementById('konten');

export function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const { isLoggedIn, user, level, homePath, signOut } = useSession();
  useReturnFocus(open, publicContent);

  const item = (i: NavItem, sub = false) => (
    <NavLink
      key={i.to}
      to={i.to}
      onClick={onClose}
      className={mergeClasses(styles.link, sub && styles.sub, isActivePath(pathname, i.to) && styles.active)}
    >
      {i.label}
    </NavLink>
  );

  return (
    // the public site has no FluentProvider of its own (ui/FluentShell.tsx): the drawer brings one
    <WithFluent inline>
      <OverlayDrawer open={open} position="end" onOpenChange={(_, d) => !d.open && onClose()} aria-label="Menu">
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button className={styles.close} appearance="subtle" aria-label="Tutup menu" icon={<DismissRegular />} onClick={onClose} />}
          >
            Kerja Sama
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <nav className={styles.list} aria-label="Navigasi utama">
            {NAV_BEFORE.map((i) => item(i))}
            <Caption1Strong className={styles.group} as="span">
              Kerja Sama
            </Caption1Strong>
            {KERJA_SAMA_ITEMS.map((i) => item(i, true))}
            {NAV_AFTER.map((i) => item(i))}
          </nav>
          <Divider />
          <div className={styles.session}>
            {isLoggedIn ? (
              <>
                <Caption1Strong>{user?.nama || 'Pengguna'}</Caption1Strong>
                <LinkButton to={homePath} appearance="primary">
                  {level !== null && isPartner(level) ? 'Penjajakan' : 'Beranda Admin'}
                </LinkButton>
                <Button
                  icon={<SignOutRegular />}
                  onClick={() => {
                    onClose();
                    void signOut();
                  }}
                >
                  Keluar
                </Button>
              </>
            ) : (
              <LinkButton to="/login" appearance="primary">
                Login
              </LinkButton>
            )}
          </div>
        </DrawerBody>
      </OverlayDrawer>
    </WithFluent>
  );
}
