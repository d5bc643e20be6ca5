import { Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import type { AdminRoute } from '../adminRoutes';
import { FALLBACK_ICON, MENU_ICONS } from './menuIcons';

export const SIDEBAR_BG = '#0c2340';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, display: 'flex', flexDirection: 'column', gap: '2px' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '44px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: 'rgba(255,255,255,0.78)',
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    ':hover': { backgroundColor: 'rgba(255,255,255,0.08)', color: '#ffffff' },
    ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: '-2px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    color: '#ffffff',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: '#ffffff' },
  },
  collapsed: { justifyContent: 'center', padding: 0 },
  icon: { fontSize: '20px', display: 'inline-flex', flexShrink: 0 },
});

interface Props {
  items: readonly AdminRoute[];
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** Menu entries of the admin sidebar; the current route is marked with aria-current. */
export function SidebarMenu({ items, collapsed = false, onNavigate }: Props) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {items.map((r) => {
        const link = (
          <NavLink
            to={`/admin/${r.path}`}
            onClick={onNavigate}
            aria-label={collapsed ? r.title : undefined}
            className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active, collapsed && styles.collapsed)}
          >
            <span className={styles.icon} aria-hidden>
              {MENU_ICONS[r.name] ?? FALLBACK_ICON}
            </span>
            {collapsed ? null : <span>{r.title}</span>}
          </NavLink>
        );
        return (
          <li key={r.name}>
            {collapsed ? (
              <Tooltip content={r.title} relationship="description" positioning="after">
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}
