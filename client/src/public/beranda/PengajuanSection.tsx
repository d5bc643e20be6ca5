import { ActionLink } from '../ui/Action';
import { cx } from '../ui/cx';
import { ArrowRight } from '../ui/icons';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import styles from './beranda.module.css';

const STEPS = [
  { title: 'Daftar akun mitra', text: 'Instansi pemerintah, lembaga, atau badan usaha membuat akun dan memverifikasi e-mail.' },
  { title: 'Ajukan penjajakan', text: 'Sampaikan maksud kerja sama beserta dokumen pendukung melalui menu Penjajakan.' },
  { title: 'Pembahasan bersama', text: 'Bagian Kerja Sama dan perangkat daerah terkait membahas usulan melalui fitur diskusi.' },
  { title: 'Penandatanganan', text: 'Usulan yang disetujui dituangkan dalam Kesepakatan dan Perjanjian Kerja Sama.' },
];

/** How to propose a cooperation: the four steps and the office's submission-flow picture. */
export function PengajuanSection({ gambar }: { gambar: string | null | undefined }) {
  return (
    <section className={ui.section} aria-labelledby="pengajuan-title">
      <div className={cx(ui.container, styles.twoCol)}>
        <div>
          <span className={ui.eyebrow}>Pengajuan Kerja Sama</span>
          <h2 id="pengajuan-title" className={ui.h2}>
            Ingin bekerja sama dengan Pemerintah Kota?
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((s, i) => (
              <li key={s.title} className={styles.step}>
                <span className={styles.num} aria-hidden>
                  {i + 1}
                </span>
                <div>
                  <h3 className={styles.stepTitle}>{s.title}</h3>
                  <p className={styles.stepText}>{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <ActionLink to="/login" appearance="primary" size="large">
            Ajukan Kerja Sama
            <ArrowRight size={18} />
          </ActionLink>
        </div>
        {gambar ? (
          <figure className={styles.figure}>
            <ResponsiveImage
              className={styles.figureImg}
              src={gambar}
              alt="Alur pengajuan kerja sama dengan Pemerintah Kota"
              width={1280}
              height={960}
              sizes="(max-width: 991px) 92vw, 560px"
              max={1280}
            />
            <figcaption className={styles.caption}>Alur pengajuan kerja sama</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
