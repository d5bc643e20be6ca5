import { cx } from '../ui/cx';
import { Quote } from '../ui/icons';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import styles from './beranda.module.css';

interface Props {
  foto: string | null | undefined;
  kalimat: string;
  nama: string;
  jabatan: string;
}

/** The leader's photo and quote (SPEC §2.1 Beranda). */
export function LeaderSection({ foto, kalimat, nama, jabatan }: Props) {
  return (
    <section className={cx(ui.section, ui.sectionAlt)} aria-labelledby="sambutan-title">
      <div className={cx(ui.container, styles.leaderGrid)}>
        <div className={styles.photoWrap}>
          {foto ? (
            <ResponsiveImage
              className={styles.photo}
              src={foto}
              alt={`Foto ${nama}, ${jabatan}`}
              width={640}
              height={800}
              sizes="(max-width: 991px) 90vw, 420px"
              max={960}
            />
          ) : (
            <div className={styles.photoPlaceholder} aria-hidden>
              {nama.slice(0, 1)}
            </div>
          )}
        </div>
        <div>
          <span className={ui.eyebrow}>Sambutan Pimpinan</span>
          <h2 id="sambutan-title" className={ui.h2}>
            Kerja sama untuk kota yang maju dan sejahtera
          </h2>
          <Quote size={40} className={styles.quoteIcon} />
          <blockquote className={styles.quote}>{kalimat}</blockquote>
          <div className={styles.who}>
            <span className={styles.rule} aria-hidden />
            <span className={styles.name}>{nama}</span>
            <span className={styles.role}>{jabatan}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
