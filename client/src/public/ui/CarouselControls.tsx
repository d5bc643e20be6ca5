import styles from './CarouselControls.module.css';
import { cx } from './cx';
import { ChevronLeft, ChevronRight, Pause, Play } from './icons';
import type { Carousel } from './useCarousel';

interface Props {
  carousel: Carousel;
  /** What a slide is called in the labels: "Slide 2 dari 4", "Kegiatan 2 dari 4". */
  itemLabel: string;
  /** Light controls on a dark picture, or dark controls on a light page. */
  onDark?: boolean;
  className?: string;
}

/**
 * The WAI-ARIA carousel controls: a rotation control (stop/start), previous, next, and one button
 * per slide. Hidden when there is only one slide.
 */
export function CarouselControls({ carousel: c, itemLabel, onDark = true, className }: Props) {
  if (c.count < 2) return null;
  const tone = onDark ? styles.dark : styles.light;
  return (
    <div className={cx(styles.bar, className)}>
      <button
        type="button"
        className={cx(styles.button, tone)}
        onClick={c.togglePlaying}
        aria-label={c.playing ? 'Hentikan pergantian otomatis' : 'Putar pergantian otomatis'}
      >
        {c.playing ? <Pause size={18} /> : <Play size={18} />}
      </button>
      <button type="button" className={cx(styles.button, tone)} onClick={c.prev} aria-label={`${itemLabel} sebelumnya`}>
        <ChevronLeft size={18} />
      </button>
      <ul className={cx(styles.dots, onDark ? styles.dotsDark : styles.dotsLight)}>
        {Array.from({ length: c.count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              className={styles.dotButton}
              onClick={() => c.goTo(i)}
              aria-label={`${itemLabel} ${i + 1} dari ${c.count}`}
              aria-current={i === c.index ? 'true' : undefined}
            >
              <span className={cx(styles.dot, i === c.index && styles.dotActive)} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={cx(styles.button, tone)} onClick={c.next} aria-label={`${itemLabel} berikutnya`}>
        <ChevronRight size={18} />
      </button>
    </div>
  );
}
