import type { PublikBerandaQuery } from '../../generated/public/graphql';
import { cx } from '../ui/cx';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import styles from './beranda.module.css';

type Partner = PublikBerandaQuery['beranda']['partners'][number];

/** The partners' logos (screen Mitra), each with its name. */
export function PartnerLogos({ partners }: { partners: Partner[] }) {
  if (partners.length === 0) return null;
  return (
    <section className={cx(ui.section, ui.sectionAlt)} aria-labelledby="mitra-title">
      <div className={ui.container}>
        <div className={styles.partnersHead}>
          <span className={ui.eyebrow}>Mitra Kerja Sama</span>
          <h2 id="mitra-title" className={ui.h2}>
            Bersama mitra membangun kota
          </h2>
        </div>
        <ul className={styles.partners}>
          {partners.map((p) => (
            <li key={p.idPartner} className={cx(ui.card, styles.partner)}>
              {p.logo ? (
                <ResponsiveImage className={styles.logo} src={p.logo} alt={`Logo ${p.partner}`} width={320} height={160} sizes="140px" max={320} fallback={320} />
              ) : null}
              <span className={styles.partnerName}>{p.partner}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
