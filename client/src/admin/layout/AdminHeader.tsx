import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PanelLeftContractRegular, PanelLeftExpandRegular, NavigationRegular } from '@fluentui/react-icons';
import { layout } from '../../ui/theme';
import { AdminBreadcrumb } from './AdminBreadcrumb';
import { AdminUserMenu } from './AdminUserMenu';
import { NotifikasiBell } from '../notifikasi/NotifikasiBell';
import { TugasSayaButton } from '../tugas/TugasSayaButton';
import { GlobalSearch } from '../cari/GlobalSearch';

const useStyles = makeStyles({
  header: {
    height: `${layout.headerHeight}px`,
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    zIndex: 1,
  },
  crumbs: { flex: 1, minWidth: 0, overflow: 'hidden' },
});

interface Props {
  isMobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}

export function AdminHeader({ isMobile, sidebarOpen, onToggleSidebar }: Props) {
  const styles = useStyles();
  const icon = isMobile ? <NavigationRegular /> : sidebarOpen ? <PanelLeftContractRegular /> : <PanelLeftExpandRegular />;
  return (
    <header className={styles.header}>
      <Button
        appearance="subtle"
        icon={icon}
        onClick={onToggleSidebar}
        aria-label={sidebarOpen ? 'Tutup menu samping' : 'Buka menu samping'}
        aria-expanded={sidebarOpen}
        aria-controls="admin-sidebar"
      />
      <div className={styles.crumbs}>
        <AdminBreadcrumb compact={isMobile} />
      </div>
      <GlobalSearch />
      <TugasSayaButton />
      <NotifikasiBell />
      <AdminUserMenu />
    </header>
  );
}
