import { Subtitle1 } from '@fluentui/react-components';
import { CalendarClockRegular, CheckmarkCircleRegular, ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { useMonevRingkasanQuery } from '../../generated/hooks';
import { adminPath } from '../adminPaths';
import { StatCard } from './StatCard';

/**
 * The dashboard's monev panel (issue 19): evaluations due soon, late, and the share done on time; each card
 * opens Monitoring & Evaluasi. Level 2 sees its agency's records.
 */
export const MonevCard = ({ panelClass, cardsClass }: { panelClass: string; cardsClass: string }) => {
  const { data } = useMonevRingkasanQuery({ fetchPolicy: 'cache-and-network' });
  const r = data?.monevRingkasan;
  const to = adminPath('Monev');
  return (
    <section className={panelClass} aria-labelledby="panel-monev">
      <Subtitle1 as="h2" id="panel-monev">
        Monitoring &amp; Evaluasi
      </Subtitle1>
      <div className={cardsClass}>
        <StatCard group="Evaluasi" label="Jatuh Tempo" value={r?.jatuhTempo ?? 0} to={to} icon={<ClipboardTaskListLtrRegular />} tone="habis" note="Dalam 30 hari" />
        <StatCard group="Evaluasi" label="Terlambat" value={r?.terlambat ?? 0} to={to} icon={<CalendarClockRegular />} tone="habis" />
        <StatCard
          group="Evaluasi"
          label="Tepat Waktu (%)"
          value={Math.round(r?.persenTepatWaktu ?? 0)}
          to={to}
          icon={<CheckmarkCircleRegular />}
          tone="aktif"
          note={r ? `${r.tepatWaktu} dari ${r.wajib} evaluasi` : undefined}
        />
      </div>
    </section>
  );
};
