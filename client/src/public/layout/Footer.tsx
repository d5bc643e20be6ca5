import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { GlobeRegular, LocationRegular, MailRegular, PhoneRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { KERJA_SAMA_ITEMS, NAV_AFTER, NAV_BEFORE } from './navItems';

/** Placeholder contact details; a later issue makes them editable (pengaturan). */
export const FOOTER_CONTACT = {
  unit: 'Bagian Kerja Sama Sekretariat Daerah Kota',
  address: 'Jl. Balai Kota No. 1, Kota',
  phone: '(021) 000-0000',
  email: 'kerjasama@kota.go.id',
  website: 'www.kota.go.id',
};

const useStyles = makeStyles({
  footer: {
    backgroundColor: '#0c2340',
    color: 'rgba(255,255,255,0.86)',
    padding: `${tokens.spacingVerticalXXXL} clamp(16px, 4vw, 48px) ${tokens.spacingVerticalL}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: '2fr 1fr 1fr',
    gap: tokens.spacingHorizontalXXXL,
    maxWidth: '1200px',
    margin: '0 auto',
    '@media (max-width: 991.98px)': { gridTemplateColumns: '1fr' },
  },
  heading: { color: '#ffffff', display: 'block', marginBottom: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  icon: { flexShrink: 0, fontSize: '18px', marginTop: '1px' },
  link: { color: 'inherit', textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline', color: '#ffffff' } },
  bottom: {
    maxWidth: '1200px',
    margin: `${tokens.spacingVerticalXXL} auto 0`,
    paddingTop: tokens.spacingVerticalL,
    borderTop: '1px solid rgba(255,255,255,0.15)',
    color: 'rgba(255,255,255,0.65)',
  },
});

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <li className={styles.row}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

export function Footer() {
  const styles = useStyles();
  const c = FOOTER_CONTACT;
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-contact">
          <Subtitle2 as="h2" id="footer-contact" className={styles.heading}>
            {c.unit}
          </Subtitle2>
          <ul className={styles.list}>
            <Row icon={<LocationRegular />}>{c.address}</Row>
            <Row icon={<PhoneRegular />}>{c.phone}</Row>
            <Row icon={<MailRegular />}>
              <a className={styles.link} href={`mailto:${c.email}`}>
                {c.email}
              </a>
            </Row>
            <Row icon={<GlobeRegular />}>{c.website}</Row>
          </ul>
        </section>
        <nav aria-labelledby="footer-nav">
          <Subtitle2 as="h2" id="footer-nav" className={styles.heading}>
            Tautan
          </Subtitle2>
          <ul className={styles.list}>
            {[...NAV_BEFORE, ...NAV_AFTER].map((i) => (
              <li key={i.to}>
                <Link className={styles.link} to={i.to}>
                  {i.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-kerjasama">
          <Subtitle2 as="h2" id="footer-kerjasama" className={styles.heading}>
            Kerja Sama
          </Subtitle2>
          <ul className={styles.list}>
            {KERJA_SAMA_ITEMS.map((i) => (
              <li key={i.to}>
                <Link className={styles.link} to={i.to}>
                  {i.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Caption1 as="p" className={styles.bottom} block>
        © {new Date().getFullYear()} Kerja Sama — Pemerintah Kota
      </Caption1>
    </footer>
  );
}
