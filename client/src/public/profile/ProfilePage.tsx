import { imageAt } from '@rules/images';
import { usePublikProfil } from '../data/usePublikProfil';
import { ActionLink } from '../ui/Action';
import { cx } from '../ui/cx';
import { External } from '../ui/icons';
import { LoadFailed } from '../ui/LoadFailed';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { usePageMeta } from '../ui/usePageMeta';
import styles from './profile.module.css';
import { TUGAS_FUNGSI } from './tugas';

/** /profile: the office's video and profile, Visi & Misi with the mayor, nine duties, organisation chart. */
export function ProfilePage() {
  usePageMeta('Profil', 'Profil, visi dan misi, tugas dan fungsi, serta struktur organisasi Bagian Kerja Sama Pemerintah Kota.');
  const { data, error, refetch } = usePublikProfil();
  const p = data?.profil;

  return (
    <>
      <PageHero title="Profil" lead={p?.namaInstansi || 'Bagian Kerja Sama Pemerintah Kota'} />
      {error && !p ? <LoadFailed onRetry={() => void refetch()} /> : null}
      {p ? (
        <>
          <section className={ui.section} aria-labelledby="profil-title">
            <div className={cx(ui.container, p.youtubeEmbedUrl ? styles.intro : styles.introSingle)}>
              <article className={cx(ui.card, styles.introText)}>
                <span className={ui.eyebrow}>Tentang Kami</span>
                <h2 id="profil-title" className={ui.h2} style={{ marginBottom: 16 }}>
                  Profil {p.namaInstansi}
                </h2>
                <div className={ui.prose} dangerouslySetInnerHTML={{ __html: p.profile }} />
              </article>
              {p.youtubeEmbedUrl ? (
                <figure style={{ margin: 0 }}>
                  <div className={styles.video}>
                    <iframe
                      src={p.youtubeEmbedUrl}
                      title={`Video profil ${p.namaInstansi}`}
                      loading="lazy"
                      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                      referrerPolicy="strict-origin-when-cross-origin"
                      allowFullScreen
                    />
                  </div>
                  <figcaption className={styles.videoCaption}>Video profil (YouTube, mode privasi ditingkatkan)</figcaption>
                </figure>
              ) : null}
            </div>
          </section>

          <section className={cx(ui.section, ui.sectionAlt)} aria-labelledby="visi-misi-title">
            <div className={ui.container}>
              <div className={styles.headCenter}>
                <span className={ui.eyebrow}>Arah Pembangunan</span>
                <h2 id="visi-misi-title" className={ui.h2}>
                  Visi &amp; Misi
                </h2>
              </div>
              <div className={styles.visiMisi}>
                <figure className={styles.mayorWrap} style={{ margin: 0 }}>
                  {p.gambarWalikota ? (
                    <ResponsiveImage
                      className={styles.mayor}
                      src={p.gambarWalikota}
                      alt={`Foto ${p.pimpinan}, ${p.jabatanPimpinan}`}
                      width={640}
                      height={800}
                      sizes="(max-width: 991px) 360px, 380px"
                      max={960}
                    />
                  ) : null}
                  <figcaption className={styles.mayorCaption}>
                    <span className={styles.mayorName}>{p.pimpinan}</span>
                    <span className={styles.mayorRole}>{p.jabatanPimpinan}</span>
                  </figcaption>
                </figure>
                <div className={styles.vmCards}>
                  <article className={cx(ui.card, styles.vmCard)}>
                    <h3 className={styles.vmTitle}>Visi</h3>
                    <div className={ui.prose} dangerouslySetInnerHTML={{ __html: p.visi }} />
                  </article>
                  <article className={cx(ui.card, styles.vmCard)}>
                    <h3 className={styles.vmTitle}>Misi</h3>
                    <div className={ui.prose} dangerouslySetInnerHTML={{ __html: p.misi }} />
                  </article>
                </div>
              </div>
            </div>
          </section>

          <section className={ui.section} aria-labelledby="tugas-title">
            <div className={ui.container}>
              <div className={styles.headCenter}>
                <span className={ui.eyebrow}>Subbagian Kerja Sama Luar Negeri</span>
                <h2 id="tugas-title" className={ui.h2}>
                  Tugas &amp; Fungsi
                </h2>
              </div>
              <ol className={styles.tugas}>
                {TUGAS_FUNGSI.map((t, i) => (
                  <li key={t} className={cx(ui.card, styles.tugasItem)}>
                    <span className={styles.tugasNum} aria-hidden>
                      {i + 1}
                    </span>
                    <span>{t}</span>
                  </li>
                ))}
              </ol>
            </div>
          </section>

          {p.gambarOrganisasi ? (
            <section className={cx(ui.section, ui.sectionAlt)} aria-labelledby="struktur-title">
              <div className={ui.container}>
                <div className={styles.headCenter}>
                  <span className={ui.eyebrow}>Organisasi</span>
                  <h2 id="struktur-title" className={ui.h2}>
                    Struktur Organisasi
                  </h2>
                </div>
                <figure className={cx(ui.card, styles.struktur)} style={{ margin: 0 }}>
                  <ResponsiveImage
                    className={styles.strukturImg}
                    src={p.gambarOrganisasi}
                    alt={`Bagan struktur organisasi ${p.namaInstansi}`}
                    width={1600}
                    height={1000}
                    sizes="(max-width: 1247px) 92vw, 1150px"
                  />
                  <div className={styles.strukturActions}>
                    <ActionLink to={imageAt(p.gambarOrganisasi, 1920)} newTab appearance="secondary" size="small">
                      Lihat ukuran penuh
                      <External size={16} />
                    </ActionLink>
                  </div>
                </figure>
              </div>
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}
