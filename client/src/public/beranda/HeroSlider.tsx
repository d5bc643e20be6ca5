import type { PublikBerandaQuery } from '../../generated/public/graphql';
import { ActionLink } from '../ui/Action';
import { CarouselControls } from '../ui/CarouselControls';
import { cx } from '../ui/cx';
import { ArrowRight } from '../ui/icons';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { SLIDE_INTERVAL_MS, useCarousel } from '../ui/useCarousel';
import styles from './beranda.module.css';

type Slide = PublikBerandaQuery['beranda']['sliders'][number];

/** The home page's hero: slider pictures changing every 7 s under the page's heading and main actions. */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const pictures = slides.filter((s) => s.gambar);
  const c = useCarousel(pictures.length, SLIDE_INTERVAL_MS);

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Sorotan Beranda" {...c.rootProps}>
      {pictures.length > 0 ? (
        <div className={styles.slides} aria-live={c.paused ? 'polite' : 'off'}>
          {pictures.map((s, i) => (
            <div
              key={s.idGambar}
              className={cx(styles.slide, i === c.index && styles.slideActive)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} dari ${pictures.length}`}
              aria-hidden={i !== c.index}
              inert={i !== c.index}
            >
              <ResponsiveImage
                className={styles.slideImg}
                src={s.gambar!}
                alt={`Dokumentasi kerja sama Pemerintah Kota, gambar ${i + 1} dari ${pictures.length}`}
                width={1920}
                height={1080}
                sizes="100vw"
                fallback={1280}
                priority={i === 0}
              />
            </div>
          ))}
        </div>
      ) : null}
      <div className={styles.shade} aria-hidden />
      <div className={cx(ui.container, styles.heroContent)}>
        <span className={styles.heroEyebrow}>Bagian Kerja Sama · Pemerintah Kota</span>
        <h1 className={styles.heroTitle}>Bersinergi membangun kota melalui kerja sama</h1>
        <p className={styles.heroLead}>
          Informasi resmi kesepakatan, perjanjian, dan kegiatan kerja sama Pemerintah Kota dengan pemerintah daerah, lembaga,
          dunia usaha, dan masyarakat.
        </p>
        <div className={styles.heroActions}>
          <ActionLink to="/kerjasama/kesepakatan" appearance="onDark" size="large">
            Lihat Kesepakatan
            <ArrowRight size={18} />
          </ActionLink>
          <ActionLink to="/login" appearance="outlineOnDark" size="large">
            Ajukan Kerja Sama
          </ActionLink>
        </div>
      </div>
      <CarouselControls carousel={c} itemLabel="Gambar" className={styles.heroControls} />
    </section>
  );
}
