import { ActionLink } from '../ui/Action';
import { ArrowLeft } from '../ui/icons';
import { usePageMeta } from '../ui/usePageMeta';
import styles from './notfound.module.css';

/** /404 (SPEC §2.1) inside the public layout: navbar and footer around SPEC's text and a way home. */
export function NotFoundPage() {
  usePageMeta('Halaman tidak ditemukan', 'Halaman yang Anda buka tidak ditemukan.');
  return (
    <section className={styles.page}>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden>
          404
        </p>
        <h1 className={styles.title}>The webmaster said that you can not enter this page...</h1>
        <p className={styles.muted}>Periksa kembali alamat yang Anda buka, atau kembali ke halaman utama.</p>
        <div>
          <ActionLink appearance="primary" to="/">
            <ArrowLeft aria-hidden /> Kembali ke Beranda
          </ActionLink>
        </div>
      </div>
    </section>
  );
}
