import type { ReactNode } from 'react';
import { telUrl, usePublikProfil, websiteLabel, websiteUrl } from '../data/usePublikProfil';
import { ActionLink } from '../ui/Action';
import { cx } from '../ui/cx';
import { External, Globe, Location, Mail, MapIcon, Phone } from '../ui/icons';
import { LoadFailed } from '../ui/LoadFailed';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/public.module.css';
import { SocialLinks } from '../ui/SocialLinks';
import { usePageMeta } from '../ui/usePageMeta';
import styles from './kontak.module.css';
import { OfficeMap } from './OfficeMap';

/** OpenStreetMap's search for an address (when the profile has no coordinates and no maps link). */
export const openStreetMapSearchUrl = (alamat: string): string => `https://www.openstreetmap.org/search?query=${encodeURIComponent(alamat)}`;

/** The office on OpenStreetMap's own site (the "Buka di Peta" link). */
export const openStreetMapUrl = (lat: number, lon: number): string =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={cx(ui.card, styles.item)}>
      <span className={styles.itemIcon}>{icon}</span>
      <div>
        <p className={styles.label}>{label}</p>
        <p className={styles.value}>{children}</p>
      </div>
    </li>
  );
}

/** /kontak: address, phone, e-mail, website, the office on an interactive map (and a link to one) and social media. */
export function KontakPage() {
  usePageMeta('Kontak', 'Alamat, telepon, e-mail, situs web, lokasi, dan media sosial Bagian Kerja Sama Pemerintah Kota.');
  const { data, error, refetch } = usePublikProfil();
  const p = data?.profil;
  const hasCoords = typeof p?.latitude === 'number' && typeof p?.longitude === 'number';
  const osm = hasCoords ? openStreetMapUrl(p!.latitude!, p!.longitude!) : null;
  // no coordinates and no maps link: OpenStreetMap's search for the address
  const mapLink = p?.mapsUrl || osm || (p?.alamat ? openStreetMapSearchUrl(p.alamat) : null);
  const hasSocial = Boolean(p && (p.instagram || p.facebook || p.twitter || p.youtubeChannel));

  return (
    <>
      <PageHero title="Kontak" lead="Hubungi kami untuk informasi dan konsultasi kerja sama dengan Pemerintah Kota." />
      {error && !p ? <LoadFailed onRetry={() => void refetch()} /> : null}
      {p ? (
        <section className={ui.sectionTight}>
          <div className={ui.container}>
            <div className={styles.grid}>
              <div>
                <h2 className={ui.h2} style={{ fontSize: 22, marginBottom: 16 }}>
                  {p.namaInstansi}
                </h2>
                <ul className={styles.cards} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  <Item icon={<Location />} label="Alamat">
                    {p.alamat || '-'}
                  </Item>
                  <Item icon={<Phone />} label="Telepon">
                    {p.telepon ? <a href={telUrl(p.telepon)}>{p.telepon}</a> : '-'}
                  </Item>
                  <Item icon={<Mail />} label="E-mail">
                    {p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : '-'}
                  </Item>
                  <Item icon={<Globe />} label="Website">
                    {p.website ? (
                      <a href={websiteUrl(p.website)} target="_blank" rel="noopener noreferrer">
                        {websiteLabel(p.website)}
                      </a>
                    ) : (
                      '-'
                    )}
                  </Item>
                </ul>
              </div>
              <section className={cx(ui.card, styles.map)} aria-labelledby="lokasi-title">
                {hasCoords ? (
                  <OfficeMap lat={p.latitude!} lon={p.longitude!} nama={p.namaInstansi} tileUrl={p.peta.tileUrl} atribusi={p.peta.atribusi} />
                ) : (
                  <div className={styles.mapArt} role="img" aria-label={`Ilustrasi peta lokasi ${p.namaInstansi}`}>
                    <Location size={48} className={styles.pin} />
                    <span className={styles.pinLabel}>{p.namaInstansi}</span>
                  </div>
                )}
                <div className={styles.mapBody}>
                  <h2 id="lokasi-title" className={styles.mapTitle}>
                    Lokasi Kantor
                  </h2>
                  <p className={ui.lead} style={{ fontSize: 15 }}>
                    {p.alamat}
                  </p>
                  {hasCoords ? (
                    <p className={styles.coords}>
                      Koordinat: {p.latitude!.toFixed(6)}, {p.longitude!.toFixed(6)}
                    </p>
                  ) : null}
                  <div className={styles.mapActions}>
                    {mapLink ? (
                      <ActionLink to={mapLink} appearance="primary">
                        <MapIcon size={18} />
                        Buka di Peta
                      </ActionLink>
                    ) : null}
                    {osm && p.mapsUrl ? (
                      <ActionLink to={osm} appearance="secondary">
                        OpenStreetMap
                        <External size={16} />
                      </ActionLink>
                    ) : null}
                  </div>
                </div>
              </section>
            </div>
            {hasSocial ? (
              <div className={cx(ui.card, styles.social)}>
                <div>
                  <h2 className={styles.socialTitle}>Media Sosial</h2>
                  <p className={ui.muted} style={{ margin: '4px 0 0' }}>
                    Ikuti kabar terbaru kegiatan kerja sama.
                  </p>
                </div>
                <SocialLinks profil={p} />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
