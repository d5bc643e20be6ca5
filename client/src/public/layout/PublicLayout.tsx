import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../pages/PageSpinner';
import { layout } from '../../ui/theme';
import { Footer } from './Footer';
import { isTransparentNavPath } from './navItems';
import { PublicNavbar } from './PublicNavbar';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flex: 1, display: 'flex', flexDirection: 'column' },
  offset: { paddingTop: `${layout.navbarHeight}px` },
  skip: {
    position: 'absolute',
    left: '-9999px',
    top: 0,
    zIndex: 1000,
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground1 },
  },
});

export function PublicLayout() {
  const styles = useStyles();
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
      <main id="konten" tabIndex={-1} className={mergeClasses(styles.main, !isTransparentNavPath(pathname) && styles.offset)}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
