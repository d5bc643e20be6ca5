import { Link } from 'react-router-dom';
import { cx } from '../ui/cx';
import styles from './layout.module.css';

export function BrandMark({ light = false, to = '/beranda' }: { light?: boolean; to?: string }) {
  return (
    <Link to={to} className={styles.brand} aria-label="Kerja Sama — Beranda">
      <span className={cx(styles.badge, light && styles.badgeLight)} aria-hidden>
        KS
      </span>
      <span className={styles.brandText} aria-hidden>
        <span className={styles.brandTitle}>Kerja Sama</span>
        <span className={styles.brandSub}>Pemerintah Kota</span>
      </span>
    </Link>
  );
}
