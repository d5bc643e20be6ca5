import {
  Button,
  Menu,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, NavigationRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { MenuItemRouterLink } from '../../router/MenuItemRouterLink';
import { layout } from '../../ui/theme';
import { BrandMark } from './BrandMark';
import { KERJA_SAMA_ITEMS, NAVBAR_SCROLL_THRESHOLD, NAV_AFTER, NAV_BEFORE, isActivePath, isTransparentNavPath } from './navItems';
import { SessionMenu } from './SessionMenu';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    zIndex: 100,
    height: `${layout.navbarHeight}px`,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `0 clamp(16px, 4vw, 48px)`,
    transitionProperty: 'background-color, box-shadow, color',
    transitionDuration: tokens.durationNormal,
  },
  solid: { backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow8, color: tokens.colorNeutralForeground1 },
  clear: {
    backgroundColor: 'transparent',
    backgroundImage: 'linear-gradient(to bottom, rgba(8,23,43,0.55), rgba(8,23,43,0))',
    color: tokens.colorNeutralForegroundOnBrand,
  },
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginLeft: 'auto' },
  link: {
    color: 'inherit',
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: 'rgba(127,127,127,0.14)' },
    ':focus-visible': { outline: `2px solid currentColor`, outlineOffset: '2px' },
  },
  active: { boxShadow: 'inset 0 -3px 0 currentColor' },
  activeSolid: { color: tokens.colorBrandForeground1 },
  menuButton: { color: 'inherit', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  right: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginLeft: tokens.spacingHorizontalM },
  burger: { marginLeft: 'auto', color: 'inherit' },
});

export function PublicNavbar() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpenState] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const setMenuOpen = (open: boolean) => {
    if (open) setMenuOpened(true);
    setMenuOpenState(open);
  };
  const solid = !isTransparentNavPath(pathname) || scrolled;
  const linkClass = (to: string) =>
    mergeClasses(styles.link, isActivePath(pathname, to) && styles.active, isActivePath(pathname, to) && solid && styles.activeSolid);
  const kerjaSamaActive = pathname.startsWith('/kerjasama/');

  return (
    <header className={mergeClasses(styles.bar, solid ? styles.solid : styles.clear)} data-solid={solid}>
      <BrandMark light={!solid} />
      {isMobile ? (
        <>
          <Button
            className={styles.burger}
            appearance="subtle"
            icon={<NavigationRegular />}
            aria-label="Buka menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
          {menuOpened ? (
            <Suspense fallback={null}>
              <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <>
          <nav className={styles.nav} aria-label="Navigasi utama">
            {NAV_BEFORE.map((i) => (
              <NavLink key={i.to} to={i.to} className={linkClass(i.to)}>
                {i.label}
              </NavLink>
            ))}
            <Menu positioning="below-start">
              <MenuTrigger disableButtonEnhancement>
                <Button
                  appearance="transparent"
                  className={mergeClasses(styles.link, styles.menuButton, kerjaSamaActive && styles.active, kerjaSamaActive && solid && styles.activeSolid)}
                  icon={<ChevronDownRegular />}
                  iconPosition="after"
                >
                  Kerja Sama
                </Button>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {KERJA_SAMA_ITEMS.map((i) => (
                    <MenuItemRouterLink key={i.to} to={i.to}>
                      {i.label}
                    </MenuItemRouterLink>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
            {NAV_AFTER.map((i) => (
              <NavLink key={i.to} to={i.to} className={linkClass(i.to)}>
                {i.label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.right}>
            <SessionMenu onLight={solid} />
          </div>
        </>
      )}
    </header>
  );
}
