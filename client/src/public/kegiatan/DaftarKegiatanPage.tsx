import { KEGIATAN_PUBLIC_PAGE_SIZE } from '@rules/public';
import { useState } from 'react';
import { usePublikKegiatanQuery } from '../../generated/public/hooks';
import { IsiHits } from '../cari/IsiHits';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { ActionLink } from '../ui/Action';
import { cx } from '../ui/cx';
import { ArrowRight, Calendar } from '../ui/icons';
import { LoadFailed } from '../ui/LoadFailed';
import { PublicDialog } from '../ui/PublicDialog';
import { PublicPager } from '../ui/PublicPager';
import ui from '../ui/public.module.css';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { SearchBox } from '../ui/SearchBox';
import { formatTanggal } from '@rules/dates';
import { highlightCut } from '../ui/text';
import { useListParams } from '../ui/useListParams';
import { usePageMeta } from '../ui/usePageMeta';
import { KegiatanCard } from './KegiatanCard';
import { PastLastPage } from '../ui/PastLastPage';
import { KegiatanTerbaru, type KegiatanItem } from './KegiatanTerbaru';
import styles from './kegiatan.module.css';

/** How many of the newest activities the Kegiatan Terbaru carousel shows. */
const TERBARU_COUNT = 4;

/** /daftar-kegiatan: Kegiatan Terbaru carousel (7 s, 70vh) above the Semua Kegiatan grid (8 per page). */
export function DaftarKegiatanPage() {
  usePageMeta('Kegiatan', 'Berita dan dokumentasi kegiatan kerja sama Pemerintah Kota dengan para mitra.');
  const isMobile = useIsMobile();
  const { judul, page, search, setPage } = useListParams('semua-kegiatan-list');
  const [preview, setPreview] = useState<KegiatanItem | null>(null);
  // The carousel shows the newest, whatever the grid is filtered by (the same request as the grid's first page).
  const terbaru = usePublikKegiatanQuery({ variables: { judul: '', page: 1 }, fetchPolicy: 'cache-first' });
  const { data, previousData, loading, error, refetch } = usePublikKegiatanQuery({ variables: { judul, page }, fetchPolicy: 'cache-first' });
  const list = (data ?? previousData)?.kegiatanPublik;
  const cut = highlightCut(isMobile);

  return (
    <>
      <KegiatanTerbaru items={terbaru.data?.kegiatanPublik.items.slice(0, TERBARU_COUNT)} onPreview={setPreview} />
      <section id="semua-kegiatan-list" className={ui.section} aria-labelledby="semua-kegiatan" style={{ scrollMarginTop: 40 }}>
        <div className={ui.container}>
          <div className={styles.gridHead}>
            <div>
              <span className={ui.eyebrow}>Arsip</span>
              <h2 id="semua-kegiatan" className={ui.h2}>
                Semua Kegiatan
              </h2>
            </div>
            <div className={styles.search}>
              <SearchBox label="Cari kegiatan" placeholder="Ketik judul kegiatan…" value={judul} onSearch={search} />
            </div>
          </div>
          {error && !list ? (
            <LoadFailed onRetry={() => void refetch()} />
          ) : list && list.items.length === 0 ? (
            <p className={cx(ui.card, ui.empty)}>
              {list.total > 0 ? (
                loading ? (
                  'Memuat kegiatan…'
                ) : error ? (
                  <LoadFailed onRetry={() => void refetch()} />
                ) : (
                  <PastLastPage page={page} total={list.total} pageSize={KEGIATAN_PUBLIC_PAGE_SIZE} onPage={setPage} />
                )
              ) : judul ? (
                `Tidak ada kegiatan dengan judul “${judul}”.`
              ) : (
                'Belum ada kegiatan.'
              )}
            </p>
          ) : (
            <ul className={styles.grid} aria-busy={loading}>
              {(list?.items ?? []).map((k) => (
                <li key={k.idKegiatan}>
                  <KegiatanCard item={k} cut={cut} onPreview={() => setPreview(k)} />
                </li>
              ))}
            </ul>
          )}
          {list ? (
            <PublicPager page={page} total={list.total} pageSize={KEGIATAN_PUBLIC_PAGE_SIZE} onChange={setPage} label="Halaman daftar kegiatan" />
          ) : null}
          <IsiHits teks={judul} jenis="KEGIATAN" noun="kegiatan" shown={new Set(list?.items.map((k) => k.idKegiatan))} />
        </div>
      </section>
      <PublicDialog
        open={preview !== null}
        title={preview?.judul ?? ''}
        onClose={() => setPreview(null)}
        actions={
          preview ? (
            <ActionLink to={`/kegiatan/${preview.idKegiatan}`} appearance="primary">
              Selengkapnya
              <ArrowRight size={16} />
            </ActionLink>
          ) : null
        }
      >
        {preview ? (
          <div className={styles.preview}>
            {preview.gambar ? (
              <ResponsiveImage className={styles.previewImg} src={preview.gambar} alt={preview.judul} width={1280} height={720} sizes="(max-width: 991px) 85vw, 45vw" max={1280} />
            ) : null}
            <span className={styles.date}>
              <Calendar size={14} />
              <time dateTime={preview.waktu}>{formatTanggal(preview.waktu)}</time>
            </span>
            <p className={styles.previewText}>{preview.highlight}</p>
          </div>
        ) : null}
      </PublicDialog>
    </>
  );
}
