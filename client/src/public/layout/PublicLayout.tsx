import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../pages/PageSpinner';
import { cx } from '../ui/cx';
import { Footer } from './Footer';
import styles from './layout.module.css';
import { isTransparentNavPath } from './navItems';
import { PublicNavbar } from './PublicNavbar';

/**
 * The public site's frame: navbar, page, footer. It renders without a FluentProvider (ui/FluentShell.tsx):
 * plain CSS on the theme variables that the build writes into index.html.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <div className={styles.root}>
      <a href="#konten" className={styles.skip}>
        Lewati ke konten
      </a>
      <PublicNavbar />
      <main id="konten" tabIndex={-1} className={cx(styles.main, !isTransparentNavPath(pathname) && styles.offset)}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
