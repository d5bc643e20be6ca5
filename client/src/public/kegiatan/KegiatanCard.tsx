import { Link } from 'react-router-dom';
import { ActionButton, ActionLink } from '../ui/Action';
import { cx } from '../ui/cx';
import { Calendar } from '../ui/icons';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { formatTanggal } from '@rules/dates';
import { truncate } from '../ui/text';
import type { KegiatanItem } from './KegiatanTerbaru';
import styles from './kegiatan.module.css';

/** One activity in the Semua Kegiatan grid: image, date, title, cut highlight, Pratinjau and Selengkapnya. */
export function KegiatanCard({ item, cut, onPreview }: { item: KegiatanItem; cut: number; onPreview(): void }) {
  const href = `/kegiatan/${item.idKegiatan}`;
  return (
    <article className={cx(ui.card, styles.card)}>
      {item.gambar ? (
        <ResponsiveImage
          className={styles.cardImg}
          src={item.gambar}
          alt={item.judul}
          width={640}
          height={400}
          sizes="(max-width: 599px) 92vw, (max-width: 991px) 46vw, (max-width: 1199px) 31vw, 280px"
          max={960}
          fallback={640}
        />
      ) : null}
      <div className={styles.cardBody}>
        <span className={styles.date}>
          <Calendar size={14} />
          <time dateTime={item.waktu}>{formatTanggal(item.waktu)}</time>
        </span>
        <h3 className={styles.cardTitle}>
          <Link to={href}>{item.judul}</Link>
        </h3>
        <p className={styles.cardText}>{truncate(item.highlight, cut)}</p>
        <div className={styles.cardActions}>
          <ActionButton size="small" onClick={onPreview} aria-haspopup="dialog" aria-label={`Pratinjau: ${item.judul}`}>
            Pratinjau
          </ActionButton>
          <ActionLink to={href} size="small" appearance="primary" aria-label={`Selengkapnya: ${item.judul}`}>
            Selengkapnya
          </ActionLink>
        </div>
      </div>
    </article>
  );
}
