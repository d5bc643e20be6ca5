import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../auth/useSession';
import { useSessionCheck } from '../../auth/useSessionCheck';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { PageSpinner } from '../../pages/PageSpinner';
import { AdminHeader } from './AdminHeader';
import { menuFor } from '../adminRoutes';
import { MobileSidebar, Sidebar } from './Sidebar';
import { sidebarStore, useSidebarState } from './sidebarState';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  column: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  content: {
    flex: 1,
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalXL} clamp(12px, 2.5vw, 32px)`,
    outlineStyle: 'none',
  },
  skip: {
    position: 'absolute',
    left: '-9999px',
    zIndex: 1000,
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground1 },
  },
});

/** /admin shell (SPEC §2.2): sidebar, header with breadcrumb and user menu, scrolling content. */
export function AdminLayout() {
  const styles = useStyles();
  useSessionCheck();
  const { level, homePath } = useSession();
  const { opened } = useSidebarState();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const items = menuFor(level);

  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname, isMobile]);

  return (
    <div className={styles.root}>
      <a href="#admin-konten" className={styles.skip}>
        Lewati ke konten
      </a>
      {isMobile ? (
        <MobileSidebar items={items} homePath={homePath} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      ) : (
        <Sidebar items={items} homePath={homePath} opened={opened} />
      )}
      <div className={styles.column}>
        <AdminHeader
          isMobile={isMobile}
          sidebarOpen={isMobile ? drawerOpen : opened}
          onToggleSidebar={() => (isMobile ? setDrawerOpen((o) => !o) : sidebarStore.toggle())}
        />
        <main id="admin-konten" className={styles.content} tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
