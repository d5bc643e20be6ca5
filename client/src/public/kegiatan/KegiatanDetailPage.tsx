import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../apollo/errors';
import { usePublikKegiatanDetailQuery } from '../../generated/public/hooks';
import { ActionLink } from '../ui/Action';
import { cx } from '../ui/cx';
import { ArrowLeft, Calendar } from '../ui/icons';
import { LoadFailed } from '../ui/LoadFailed';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { formatTanggal } from '@rules/dates';
import { usePageMeta } from '../ui/usePageMeta';
import styles from './kegiatan.module.css';

/** /kegiatan/:id (route name Kegiatan): image, title, Indonesian date, the server-sanitized HTML body. */
export function KegiatanDetailPage() {
  const { id = '' } = useParams();
  const idKegiatan = Number.parseInt(id, 10);
  const valid = Number.isInteger(idKegiatan) && idKegiatan > 0;
  // A new id is a new request (the variables change); "not found" is shown on the page, not as a toast.
  const { data, loading, error, refetch } = usePublikKegiatanDetailQuery(
    valid ? { variables: { idKegiatan }, fetchPolicy: 'cache-first', context: { silent: true } } : { skip: true, variables: { idKegiatan: 0 } },
  );
  const k = data?.kegiatanPublikDetail;
  const notFound = !valid || errorCode(error) === 'NOT_FOUND';
  usePageMeta(k?.judul ?? (notFound ? 'Kegiatan tidak ditemukan' : 'Kegiatan'), k?.highlight ?? 'Kegiatan kerja sama Pemerintah Kota.');

  return (
    <>
      <header className={styles.detailHero}>
        {k?.gambar ? <ResponsiveImage className={styles.detailBg} src={k.gambar} alt="" width={960} height={540} sizes="100vw" max={960} fallback={640} priority /> : null}
        <div className={styles.detailShade} aria-hidden />
        <div className={cx(ui.container, styles.detailHead)}>
          <nav aria-label="Breadcrumb">
            <ol className={styles.crumbs}>
              <li>
                <Link to="/beranda">Beranda</Link>
              </li>
              <li aria-hidden>/</li>
              <li>
                <Link to="/daftar-kegiatan">Kegiatan</Link>
              </li>
            </ol>
          </nav>
          <h1 className={styles.detailTitle}>{k?.judul ?? (notFound ? 'Kegiatan tidak ditemukan' : loading ? 'Memuat kegiatan…' : 'Kegiatan')}</h1>
          {k ? (
            <p className={styles.detailMeta}>
              <Calendar size={18} />
              <time dateTime={k.waktu}>{formatTanggal(k.waktu)}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className={ui.container} style={{ paddingBottom: 72 }}>
        {k ? (
          <article className={cx(ui.card, styles.article)}>
            {k.gambar ? (
              <ResponsiveImage className={styles.articleImg} src={k.gambar} alt={k.judul} width={1280} height={720} sizes="(max-width: 991px) 92vw, 920px" max={1920} fallback={1280} priority />
            ) : null}
            <div className={styles.articleBody}>
              {k.highlight ? <p className={styles.highlight}>{k.highlight}</p> : null}
              <div className={ui.prose} dangerouslySetInnerHTML={{ __html: k.isi }} />
            </div>
          </article>
        ) : notFound ? (
          <div className={cx(ui.card, styles.article, styles.notFound)}>
            <p style={{ margin: 0 }}>Kegiatan ini tidak ada atau tidak lagi ditampilkan.</p>
          </div>
        ) : error ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : (
          <div className={cx(ui.card, styles.article, styles.skeleton)} aria-hidden />
        )}
        <div className={styles.back}>
          <ActionLink to="/daftar-kegiatan" appearance="secondary">
            <ArrowLeft size={16} />
            Kembali ke Daftar Kegiatan
          </ActionLink>
        </div>
      </div>
    </>
  );
}
