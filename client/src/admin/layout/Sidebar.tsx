import { DrawerBody, OverlayDrawer, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { layout } from '../../ui/theme';
import { visuallyHidden } from '../../ui/sharedStyles';
import type { AdminRoute } from '../adminRoutes';
import { SIDEBAR_BG, SidebarMenu } from './SidebarMenu';
import { adminContent, useReturnFocus } from '../../ui/useReturnFocus';

const useStyles = makeStyles({
  aside: {
    backgroundColor: SIDEBAR_BG,
    color: '#ffffff',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflowY: 'auto',
    overflowX: 'hidden',
    flexShrink: 0,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
  open: { width: `${layout.sidebarWidth}px` },
  closed: { width: `${layout.sidebarCollapsedWidth}px` },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: `${layout.headerHeight}px`,
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalL}`,
    color: '#ffffff',
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
    borderBottom: '1px solid rgba(255,255,255,0.08)',
    ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: '-2px' },
  },
  titleCollapsed: { justifyContent: 'center', padding: 0 },
  badge: {
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground,
    display: 'grid',
    placeItems: 'center',
    fontSize: tokens.fontSizeBase200,
    flexShrink: 0,
  },
  drawer: { backgroundColor: SIDEBAR_BG, width: `${layout.sidebarWidth + 32}px`, maxWidth: '85vw' },
  drawerBody: { padding: 0, backgroundColor: SIDEBAR_BG },
  hidden: visuallyHidden,
});

interface Props {
  items: readonly AdminRoute[];
  homePath: string;
}

function SidebarTitle({ homePath, collapsed, onNavigate }: { homePath: string; collapsed?: boolean; onNavigate?: () => void }) {
  const styles = useStyles();
  return (
    <Link to={homePath} onClick={onNavigate} className={mergeClasses(styles.title, collapsed && styles.titleCollapsed)}>
      <span className={styles.badge} aria-hidden>
        KS
      </span>
      {/* named by its text (collapsed: hidden text), so the name is what is read, not a label beside it */}
      <span className={collapsed ? styles.hidden : undefined}>Kerja Sama</span>
    </Link>
  );
}

/** Desktop sidebar: full width when open, icons only when collapsed. */
export function Sidebar({ items, homePath, opened }: Props & { opened: boolean }) {
  const styles = useStyles();
  return (
    <nav id="admin-sidebar" aria-label="Menu admin" className={mergeClasses(styles.aside, opened ? styles.open : styles.closed)}>
      <SidebarTitle homePath={homePath} collapsed={!opened} />
      <SidebarMenu items={items} collapsed={!opened} />
    </nav>
  );
}

/** Below 992 px the sidebar is an overlay drawer that closes on navigation. */
export function MobileSidebar({ items, homePath, open, onClose }: Props & { open: boolean; onClose(): void }) {
  const styles = useStyles();
  useReturnFocus(open, adminContent);
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, d) => !d.open && onClose()}
      position="start"
      className={styles.drawer}
      aria-label="Menu admin"
    >
      <DrawerBody className={styles.drawerBody}>
        <nav id="admin-sidebar" aria-label="Menu admin" className={styles.aside}>
          <SidebarTitle homePath={homePath} onNavigate={onClose} />
          <SidebarMenu items={items} onNavigate={onClose} />
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
