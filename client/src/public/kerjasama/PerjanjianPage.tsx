import { usePublikPerjanjianQuery } from '../../generated/public/hooks';
import { IsiHits } from '../cari/IsiHits';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/public.module.css';
import { useListParams } from '../ui/useListParams';
import { usePageMeta } from '../ui/usePageMeta';
import { KerjaSamaList, listStateProps, type ExtraColumn, type KerjaSamaRow } from './KerjaSamaList';

type Row = KerjaSamaRow & { judulMou?: string | null };

const EXTRA: ExtraColumn<Row>[] = [{ label: 'Judul Kesepakatan', render: (r) => r.judulMou ?? '-', detail: true }];

/** /kerjasama/perjanjian: the active contracts (Perjanjian / Rencana Kerja) with their agreement's title. */
export function PerjanjianPage() {
  usePageMeta(
    'Perjanjian/Rencana Kerja',
    'Daftar perjanjian kerja sama dan rencana kerja Pemerintah Kota yang sedang berlaku, beserta kesepakatan induknya.',
  );
  const params = useListParams('perjanjian-list');
  const query = usePublikPerjanjianQuery({
    variables: { judul: params.judul, page: params.page },
    fetchPolicy: 'cache-first',
  });
  const list = (query.data ?? query.previousData)?.perjanjianPublik;
  const rows: Row[] | undefined = list?.items.map((p) => ({ ...p, id: p.idPks }));

  return (
    <>
      <PageHero
        title="Perjanjian/Rencana Kerja"
        crumbs={[{ label: 'Kerja Sama' }]}
        lead="Perjanjian kerja sama dan rencana kerja pelaksanaan kesepakatan yang sedang berlaku."
      />
      <section id="perjanjian-list" className={ui.sectionTight} style={{ scrollMarginTop: 64 }}>
        <div className={ui.container}>
          <KerjaSamaList<Row>
            noun="Perjanjian"
            titleLabel="Judul Perjanjian"
            numberLabel="No"
            extra={EXTRA}
            rows={rows}
            {...listStateProps(params, query, list?.total)}
          />
          <IsiHits teks={params.judul} jenis="PERJANJIAN" noun="perjanjian" shown={new Set(rows?.map((r) => r.id))} />
        </div>
      </section>
    </>
  );
}
