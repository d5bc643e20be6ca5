import { usePublikKesepakatanQuery } from '../../generated/public/hooks';
import { IsiHits } from '../cari/IsiHits';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/public.module.css';
import { useListParams } from '../ui/useListParams';
import { usePageMeta } from '../ui/usePageMeta';
import { KerjaSamaList, listStateProps } from './KerjaSamaList';

/** /kerjasama/kesepakatan: the active agreements (SPEC §2.1), 20 per page, searchable by title. */
export function KesepakatanPage() {
  usePageMeta('Kesepakatan', 'Daftar kesepakatan (MoU) kerja sama Pemerintah Kota yang sedang berlaku, lengkap dengan mitra dan masa berlakunya.');
  const params = useListParams('kesepakatan-list');
  const query = usePublikKesepakatanQuery({
    variables: { judul: params.judul, page: params.page },
    fetchPolicy: 'cache-first',
  });
  const list = (query.data ?? query.previousData)?.kesepakatanPublik;
  const rows = list?.items.map((m) => ({ ...m, id: m.idMou }));

  return (
    <>
      <PageHero
        title="Kesepakatan"
        crumbs={[{ label: 'Kerja Sama' }]}
        lead="Nota kesepakatan (MoU) antara Pemerintah Kota dan mitra yang sedang berlaku."
      />
      <section id="kesepakatan-list" className={ui.sectionTight} style={{ scrollMarginTop: 64 }}>
        <div className={ui.container}>
          <KerjaSamaList
            noun="Kesepakatan"
            titleLabel="Judul Kesepakatan"
            numberLabel="No."
            rows={rows}
            {...listStateProps(params, query, list?.total)}
          />
          <IsiHits teks={params.judul} jenis="KESEPAKATAN" noun="kesepakatan" shown={new Set(rows?.map((r) => r.id))} />
        </div>
      </section>
    </>
  );
}
