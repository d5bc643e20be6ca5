import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    textDecorationLine: 'none',
    color: 'inherit',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
  },
  badge: {
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusLarge,
    display: 'grid',
    placeItems: 'center',
    fontWeight: tokens.fontWeightBold,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    flexShrink: 0,
  },
  badgeLight: { backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorBrandForeground1 },
  text: { display: 'flex', flexDirection: 'column', lineHeight: '1.1' },
  title: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase400 },
  sub: { fontSize: tokens.fontSizeBase100, opacity: 0.85 },
});

export function BrandMark({ light = false, to = '/beranda' }: { light?: boolean; to?: string }) {
  const styles = useStyles();
  return (
    <Link to={to} className={styles.root} aria-label="Kerja Sama — Beranda">
      <span className={mergeClasses(styles.badge, light && styles.badgeLight)} aria-hidden>
        KS
      </span>
      <span className={styles.text}>
        <span className={styles.title}>Kerja Sama</span>
        <span className={styles.sub}>Pemerintah Kota</span>
      </span>
    </Link>
  );
}
