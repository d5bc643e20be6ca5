import { Suspense, lazy, type ReactNode } from 'react';
import { Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarClockRegular, CheckmarkCircleRegular, DocumentAddRegular } from '@fluentui/react-icons';
import { isAdmin } from '@rules/levels';
import { useSession } from '../../auth/useSession';
import { LinkButton } from '../../router/LinkButton';
import { PageCard } from '../../ui/PageCard';
import { useAdminDashboardQuery } from '../../generated/hooks';
import { adminPath } from '../adminPaths';
import { ExpiringTable } from './ExpiringTable';
import { KlasifikasiRingkasan } from './KlasifikasiRingkasan';
import { MonevCard } from './MonevCard';
import { StatCard } from './StatCard';

const BerakhirChart = lazy(() => import('./BerakhirChart').then((m) => ({ default: m.BerakhirChart })));
const NilaiEvaluasiChart = lazy(() => import('./NilaiEvaluasiChart').then((m) => ({ default: m.NilaiEvaluasiChart })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  draft: { alignSelf: 'flex-start' },
  panels: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXL,
    // side by side only where each panel's table still has room for its four columns
    '@media (max-width: 1399.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalS },
  },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/** A titled dashboard panel; its content is loading while `children` is null (charts are lazy chunks). */
const Panel = ({ className, id, title, children }: { className: string; id: string; title: string; children: ReactNode }) => (
  <section className={className} aria-labelledby={`panel-${id}`}>
    <Subtitle1 as="h2" id={`panel-${id}`}>
      {title}
    </Subtitle1>
    {children ? <Suspense fallback={<Spinner size="small" />}>{children}</Suspense> : <Spinner size="small" label="Memuat..." />}
  </section>
);

/**
 * Admin dashboard (SPEC §2.3): Aktif and Akan Habis counts, soon-to-expire tables, a 12-month chart; issue 19:
 * monev cards, this year's records by jenis and urusan, and the evaluation ratings over 12 months.
 */
export function BerandaPage() {
  const styles = useStyles();
  const { level } = useSession();
  const { data, loading } = useAdminDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const d = data?.dashboard;
  const waiting = loading && !d;
  const note = d ? `Berakhir dalam ${d.jendelaHari} hari` : undefined;

  const panels = [
    {
      title: 'Kesepakatan',
      list: 'Kesepakatan' as const,
      aktif: d?.totalMou ?? 0,
      habis: d?.totalMouExpired ?? 0,
      items: d?.dataMou ?? [],
    },
    {
      title: 'Perjanjian',
      list: 'PKS' as const,
      aktif: d?.totalPks ?? 0,
      habis: d?.totalPksExpired ?? 0,
      items: d?.dataPks ?? [],
    },
  ];

  return (
    <PageCard title="Beranda">
      <div className={styles.root}>
      {level !== null && !isAdmin(level) ? (
        // Level 2 drafts a contract for its agency's agreement here (no add button on the lists, SPEC §6).
        <LinkButton to={adminPath('Create PKS')} appearance="primary" icon={<DocumentAddRegular />} className={styles.draft}>
          Ajukan Draf Perjanjian
        </LinkButton>
      ) : null}
      <div className={styles.panels}>
        {panels.map((p) => (
          <section key={p.title} className={styles.panel} aria-labelledby={`panel-${p.list}`}>
            <Subtitle1 as="h2" id={`panel-${p.list}`}>
              {p.title}
            </Subtitle1>
            <div className={styles.cards}>
              <StatCard
                group={p.title}
                label="Aktif"
                value={p.aktif}
                to={`${adminPath(p.list)}?status=1`}
                icon={<CheckmarkCircleRegular />}
                tone="aktif"
              />
              <StatCard
                group={p.title}
                label="Akan Habis"
                value={p.habis}
                to={`${adminPath(p.list)}?akanHabis=true`}
                icon={<CalendarClockRegular />}
                tone="habis"
                note={note}
              />
            </div>
            <ExpiringTable label={`${p.title} yang akan habis`} items={p.items} loading={waiting} />
          </section>
        ))}
      </div>
      <MonevCard panelClass={styles.panel} cardsClass={styles.cards} />
      <Panel className={styles.panel} id="nilai" title="Nilai Evaluasi (12 bulan terakhir)">
        {d ? <NilaiEvaluasiChart data={d.nilaiEvaluasi} /> : null}
      </Panel>
      <div className={styles.panels}>
        {[
          { id: 'jenis', title: 'Menurut Jenis Kerja Sama', kolom: 'Jenis', rows: d?.perJenis ?? [] },
          { id: 'urusan', title: 'Menurut Urusan Pemerintahan', kolom: 'Urusan', rows: d?.perUrusan ?? [] },
        ].map((k) => (
          <Panel key={k.id} className={styles.panel} id={k.id} title={d ? `${k.title} (berjalan tahun ${d.tahun})` : k.title}>
            {d ? <KlasifikasiRingkasan judul={k.title} kolom={k.kolom} rows={k.rows} /> : null}
          </Panel>
        ))}
      </div>
      <Panel className={styles.panel} id="chart" title="Berakhir per Bulan (12 bulan ke depan)">
        {d ? <BerakhirChart data={d.berakhirPerBulan} /> : null}
      </Panel>
      </div>
    </PageCard>
  );
}
