import type { PublikKegiatanQuery } from '../../generated/public/graphql';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { ActionButton, ActionLink } from '../ui/Action';
import { CarouselControls } from '../ui/CarouselControls';
import { cx } from '../ui/cx';
import { ArrowRight, Calendar } from '../ui/icons';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { formatTanggal } from '@rules/dates';
import { highlightCut, truncate } from '../ui/text';
import { SLIDE_INTERVAL_MS, useCarousel } from '../ui/useCarousel';
import styles from './kegiatan.module.css';

export type KegiatanItem = PublikKegiatanQuery['kegiatanPublik']['items'][number];

/** Kegiatan Terbaru: the newest activities as a 70vh carousel advancing every 7 s (SPEC §2.1). */
export function KegiatanTerbaru({ items, onPreview }: { items: KegiatanItem[] | undefined; onPreview(k: KegiatanItem): void }) {
  const isMobile = useIsMobile();
  const list = items ?? [];
  const c = useCarousel(list.length, SLIDE_INTERVAL_MS);

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-labelledby="kegiatan-terbaru" {...c.rootProps}>
      {list.length === 0 ? (
        <div className={cx(ui.container, styles.heroEmpty)}>
          <div className={styles.slideContent}>
            <h1 id="kegiatan-terbaru" className={styles.heroLabel}>
              Kegiatan Terbaru
            </h1>
            <p className={styles.heroTitle}>{items ? 'Belum ada kegiatan.' : 'Memuat kegiatan…'}</p>
          </div>
        </div>
      ) : (
        <>
          <div aria-live={c.paused ? 'polite' : 'off'}>
            {list.map((k, i) => (
              <div
                key={k.idKegiatan}
                className={cx(styles.slide, i === c.index && styles.slideActive)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} dari ${list.length}`}
                aria-hidden={i !== c.index}
                inert={i !== c.index}
              >
                {k.gambar ? (
                  <ResponsiveImage className={styles.slideImg} src={k.gambar} alt="" width={1920} height={1080} sizes="100vw" fallback={1280} priority={i === 0} />
                ) : null}
                <div className={styles.shade} aria-hidden />
                <div className={cx(ui.container, styles.slideContent)}>
                  {i === c.index ? (
                    <h1 id="kegiatan-terbaru" className={styles.heroLabel}>
                      Kegiatan Terbaru
                    </h1>
                  ) : (
                    <p className={styles.heroLabel} aria-hidden>
                      Kegiatan Terbaru
                    </p>
                  )}
                  <span className={styles.heroDate}>
                    <Calendar size={16} />
                    <time dateTime={k.waktu}>{formatTanggal(k.waktu)}</time>
                  </span>
                  <h2 className={styles.heroTitle}>{k.judul}</h2>
                  <p className={styles.heroText}>{truncate(k.highlight, highlightCut(isMobile))}</p>
                  <div className={styles.heroActions}>
                    <ActionButton appearance="outlineOnDark" onClick={() => onPreview(k)} aria-haspopup="dialog" aria-label={`Pratinjau: ${k.judul}`}>
                      Pratinjau
                    </ActionButton>
                    <ActionLink to={`/kegiatan/${k.idKegiatan}`} appearance="onDark" aria-label={`Selengkapnya: ${k.judul}`}>
                      Selengkapnya
                      <ArrowRight size={16} />
                    </ActionLink>
                  </div>
                </div>
              </div>
            ))}
          </div>
          <CarouselControls carousel={c} itemLabel="Kegiatan" className={styles.heroControls} />
        </>
      )}
    </section>
  );
}
