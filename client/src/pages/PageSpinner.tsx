import styles from './PageSpinner.module.css';

// Plain CSS (no Fluent Spinner, no makeStyles): it is the first thing every page may show, so it must
// not pull Fluent into the first download. The colours are the theme's CSS variables (index.html).
export function PageSpinner() {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.ring} aria-hidden />
      <span>Memuat...</span>
    </div>
  );
}
