import { Link } from 'react-router-dom';
import { useIsMobile } from '../../hooks/useMediaQuery';
import type { PublikBerandaQuery } from '../../generated/public/graphql';
import { ActionLink } from '../ui/Action';
import { CarouselControls } from '../ui/CarouselControls';
import { cx } from '../ui/cx';
import { ArrowRight, Calendar } from '../ui/icons';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { formatTanggal } from '@rules/dates';
import { highlightCut, truncate } from '../ui/text';
import { LATEST_INTERVAL_MS, useCarousel } from '../ui/useCarousel';
import styles from './beranda.module.css';

type Item = PublikBerandaQuery['beranda']['kegiatan'][number];

function Pane({ item, active, isMobile, index, count }: { item: Item; active: boolean; isMobile: boolean; index: number; count: number }) {
  return (
    <div
      className={cx(styles.pane, active && styles.paneActive)}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} dari ${count}`}
      aria-hidden={!active}
      inert={!active}
    >
      {item.gambar ? (
        <ResponsiveImage className={styles.media} src={item.gambar} alt={item.judul} width={1280} height={720} sizes="(max-width: 991px) 92vw, 680px" max={1280} />
      ) : null}
      <div className={styles.paneBody}>
        <span className={styles.date}>
          <Calendar size={16} />
          <time dateTime={item.waktu}>{formatTanggal(item.waktu)}</time>
        </span>
        <h3 className={styles.paneTitle}>
          <Link className={styles.titleLink} to={`/kegiatan/${item.idKegiatan}`}>
            {item.judul}
          </Link>
        </h3>
        <p className={styles.paneText}>{truncate(item.highlight, highlightCut(isMobile))}</p>
        <ActionLink to={`/kegiatan/${item.idKegiatan}`} appearance="primary" className={styles.more} aria-label={`Selengkapnya: ${item.judul}`}>
          Selengkapnya
          <ArrowRight size={16} />
        </ActionLink>
      </div>
    </div>
  );
}

/** The 4 latest activities, one featured at a time, rotating every 10 s (on phones: a card carousel). */
export function LatestKegiatan({ items }: { items: Item[] }) {
  const isMobile = useIsMobile();
  const c = useCarousel(items.length, LATEST_INTERVAL_MS);

  const featured = (
    <div className={cx(ui.card, styles.featured)}>
      <div className={styles.stack} aria-live={c.paused ? 'polite' : 'off'}>
        {items.map((item, i) => (
          <Pane key={item.idKegiatan} item={item} active={i === c.index} isMobile={isMobile} index={i} count={items.length} />
        ))}
      </div>
    </div>
  );

  return (
    <section className={ui.section} aria-labelledby="kegiatan-terbaru-title">
      <div className={ui.container}>
        <div className={ui.sectionHead}>
          <div>
            <span className={ui.eyebrow}>Kabar Kerja Sama</span>
            <h2 id="kegiatan-terbaru-title" className={ui.h2}>
              Kegiatan Terbaru
            </h2>
          </div>
          <ActionLink to="/daftar-kegiatan" appearance="secondary">
            Semua kegiatan
            <ArrowRight size={16} />
          </ActionLink>
        </div>
        {items.length === 0 ? (
          <p className={cx(ui.card, ui.empty)}>Belum ada kegiatan.</p>
        ) : isMobile ? (
          <div aria-roledescription="carousel" aria-label="Kegiatan terbaru" {...c.rootProps}>
            {featured}
            <CarouselControls carousel={c} itemLabel="Kegiatan" onDark={false} className={styles.carouselControls} />
          </div>
        ) : (
          <div className={styles.latest} aria-roledescription="carousel" aria-label="Kegiatan terbaru" {...c.rootProps}>
            {featured}
            <div>
              <ul className={styles.picks}>
                {items.map((item, i) => (
                  <li key={item.idKegiatan}>
                    <button
                      type="button"
                      className={cx(styles.pick, i === c.index && styles.pickActive)}
                      aria-current={i === c.index ? 'true' : undefined}
                      aria-label={`Tampilkan kegiatan: ${item.judul}`}
                      onClick={() => c.goTo(i)}
                    >
                      {item.gambar ? (
                        <ResponsiveImage className={styles.thumb} src={item.gambar} alt="" width={160} height={104} sizes="112px" max={320} fallback={160} />
                      ) : (
                        <span className={styles.thumb} aria-hidden />
                      )}
                      <span>
                        <span className={styles.pickTitle}>{truncate(item.judul, 70)}</span>
                        <span className={styles.date}>
                          <Calendar size={14} />
                          {formatTanggal(item.waktu)}
                        </span>
                      </span>
                      {i === c.index && !c.paused ? (
                        <span key={c.index} className={styles.progress} style={{ animationDuration: `${LATEST_INTERVAL_MS}ms` }} aria-hidden />
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
              <CarouselControls carousel={c} itemLabel="Kegiatan" onDark={false} className={styles.carouselControls} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
