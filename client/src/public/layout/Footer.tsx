import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { telUrl, usePublikProfil, websiteLabel, websiteUrl } from '../data/usePublikProfil';
import { Globe, Location, Mail, Phone } from '../ui/icons';
import { SocialLinks } from '../ui/SocialLinks';
import { BrandMark } from './BrandMark';
import styles from './Footer.module.css';
import { KERJA_SAMA_ITEMS, NAV_AFTER, NAV_BEFORE } from './navItems';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.icon}>{icon}</span>
      <span>{children}</span>
    </li>
  );
}

/** Footer: the cooperation section's contact details (from `profil`), site links and social media. */
export function Footer() {
  const { data } = usePublikProfil();
  const p = data?.profil;
  return (
    <footer className={styles.footer} aria-labelledby="footer-title">
      <div className={styles.grid}>
        <section className={styles.about} aria-labelledby="footer-title">
          <BrandMark light />
          <h2 id="footer-title" className={styles.unit}>
            {p?.namaInstansi || 'Bagian Kerja Sama Pemerintah Kota'}
          </h2>
          {p ? (
            <ul className={styles.list}>
              {p.alamat ? <Row icon={<Location size={18} />}>{p.alamat}</Row> : null}
              {p.telepon ? (
                <Row icon={<Phone size={18} />}>
                  <a className={styles.link} href={telUrl(p.telepon)}>
                    {p.telepon}
                  </a>
                </Row>
              ) : null}
              {p.email ? (
                <Row icon={<Mail size={18} />}>
                  <a className={styles.link} href={`mailto:${p.email}`}>
                    {p.email}
                  </a>
                </Row>
              ) : null}
              {p.website ? (
                <Row icon={<Globe size={18} />}>
                  <a className={styles.link} href={websiteUrl(p.website)} target="_blank" rel="noopener noreferrer">
                    {websiteLabel(p.website)}
                  </a>
                </Row>
              ) : null}
            </ul>
          ) : null}
          {p ? <SocialLinks profil={p} className={styles.social} onDark /> : null}
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={styles.heading}>
            Tautan
          </h2>
          <ul className={styles.list}>
            {[...NAV_BEFORE, ...NAV_AFTER].map((i) => (
              <li key={i.to}>
                <Link className={styles.link} to={i.to}>
                  {i.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className={styles.link} to="/login">
                Masuk / Daftar Mitra
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-kerjasama">
          <h2 id="footer-kerjasama" className={styles.heading}>
            Kerja Sama
          </h2>
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
      <div className={styles.bottom}>
        <span>
          © {new Date().getFullYear()} {p?.namaInstansi || 'Bagian Kerja Sama'}
        </span>
        <span>Sistem Informasi Kerja Sama Pemerintah Kota</span>
      </div>
    </footer>
  );
}
