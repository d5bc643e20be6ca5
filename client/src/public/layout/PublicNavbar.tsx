import { Suspense, lazy, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { ActionButton } from '../ui/Action';
import { cx } from '../ui/cx';
import { Menu } from '../ui/icons';
import { BrandMark } from './BrandMark';
import styles from './layout.module.css';
import { KERJA_SAMA_ITEMS, NAVBAR_SCROLL_THRESHOLD, NAV_AFTER, NAV_BEFORE, isActivePath, isTransparentNavPath } from './navItems';
import { NavDropdown } from './NavDropdown';
import { SessionMenu } from './SessionMenu';

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/**
 * SPEC §2.1: Beranda, Profil, Kegiatan, Kerja Sama (Kesepakatan, Perjanjian/Rencana Kerja), Kontak and
 * Login or the user menu. Transparent over the hero of the Home and Kegiatan pages until the page is
 * scrolled by 100 px; a drawer menu under 992 px. Which of the two shows is decided by CSS (layout.module.css),
 * so a page rendered on the server is right on any screen before its script runs.
 */
export function PublicNavbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpenState] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const setMenuOpen = (open: boolean) => {
    if (open) setMenuOpened(true);
    setMenuOpenState(open);
  };
  const solid = !isTransparentNavPath(pathname) || scrolled;
  const linkClass = (to: string) => cx(styles.link, isActivePath(pathname, to) && styles.active);
  const kerjaSamaActive = pathname.startsWith('/kerjasama/');

  return (
    <header className={cx(styles.bar, solid ? styles.solid : styles.clear)} data-solid={solid}>
      <BrandMark light={!solid} />
      <ActionButton
        className={styles.burger}
        appearance="subtle"
        iconOnly
        aria-label="Buka menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <Menu size={24} />
      </ActionButton>
      {menuOpened ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      <nav className={styles.nav} aria-label="Navigasi utama">
        {NAV_BEFORE.map((i) => (
          <NavLink key={i.to} to={i.to} className={linkClass(i.to)}>
            {i.label}
          </NavLink>
        ))}
        <NavDropdown label="Kerja Sama" items={KERJA_SAMA_ITEMS} triggerClassName={cx(styles.link, kerjaSamaActive && styles.active)} />
        {NAV_AFTER.map((i) => (
          <NavLink key={i.to} to={i.to} className={linkClass(i.to)}>
            {i.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.right}>
        <SessionMenu onLight={solid} />
      </div>
    </header>
  );
}
