import { type ReactElement, useState } from 'react';
import { Badge, Button, Caption1, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { can } from '@rules/policy';
import { useTugasSayaQuery } from '../../generated/hooks';
import { LinkButton } from '../../router/LinkButton';
import { FormDialog } from '../../ui/FormDialog';
import { PageCard } from '../../ui/PageCard';
import { formatTanggal, formatWaktu } from '../../ui/dates';
import { adminPath } from '../adminPaths';
import { MouDetailDialog } from '../kerjasama/MouDetailDialog';
import { PksDetailDialog } from '../kerjasama/PksDetailDialog';
import { EvaluasiMonevDialog, LaporMonevDialog, type MonevSasaran } from '../monev/MonevDialogs';
import { useActor } from '../pengguna/currentUser';
import { TahapanBadge } from '../tahapan/TahapanBadge';
import { TkksdSection } from '../tkksd/TkksdPanel';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalXL },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { flex: '1 1 220px', minWidth: 0, display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'flex-start' },
});

type Open =
  | { kind: 'penjajagan'; id: number; title: string }
  | { kind: 'mou' | 'pks'; id: number }
  | { kind: 'evaluasi' | 'lapor'; sasaran: MonevSasaran }
  | null;

const JENIS_TEXT: Record<string, string> = { mou: 'Kesepakatan', pks: 'Perjanjian' };

/**
 * Tugas Saya (issue 17): reviews asked of me; for admins, proposals to decide and records before Pelaksanaan;
 * and the monev periods due or late (issue 19 §2): the evaluations (admins) or the agency's implementation
 * reports (level 2), filled in with the Monitoring & Evaluasi page's forms.
 */
export function TugasSayaPage() {
  const styles = useStyles();
  const actor = useActor();
  const mayEvaluate = can(actor, 'monev:evaluasi');
  const monevNoun = mayEvaluate ? 'evaluasi' : 'laporan pelaksanaan';
  const { data, loading, refetch } = useTugasSayaQuery({ fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<Open>(null);
  const t = data?.tugasSaya;
  const close = () => {
    setOpen(null);
    void refetch();
  };

  const section = (
    title: string,
    empty: string,
    items: { key: string; main: string; sub: string; extra?: ReactElement; action: string; onClick: () => void }[],
    more?: ReactElement,
  ) => (
    <section className={styles.section} aria-label={title}>
      <Subtitle2>
        {title} ({items.length})
      </Subtitle2>
      {items.length === 0 ? (
        <Text className={styles.muted}>{empty}</Text>
      ) : (
        <ul className={styles.list}>
          {items.map((i) => (
            <li key={i.key} className={styles.item}>
              <span className={styles.text}>
                <Text weight="semibold">{i.main}</Text>
                <Caption1 className={styles.muted}>{i.sub}</Caption1>
              </span>
              {i.extra}
              <Button onClick={i.onClick}>{i.action}</Button>
            </li>
          ))}
        </ul>
      )}
      {more}
    </section>
  );

  return (
    <PageCard title="Tugas Saya">
      {!t ? (
        loading ? <Spinner label="Memuat..." /> : null
      ) : (
        <>
          {section(
            'Pertimbangan yang diminta dari saya',
            'Tidak ada pertimbangan yang menunggu.',
            t.pertimbangan.map((p) => ({
              key: `p${p.idPenjajagan}`,
              main: p.judul,
              sub: `${p.noPenjajagan} · diminta ${formatWaktu(p.tglMinta)}`,
              action: 'Beri Pertimbangan',
              onClick: () => setOpen({ kind: 'penjajagan', id: p.idPenjajagan, title: p.judul }),
            })),
          )}
          {section(
            'Penjajakan menunggu keputusan',
            'Tidak ada penjajakan yang menunggu keputusan.',
            t.keputusan.map((k) => ({
              key: `k${k.idPenjajagan}`,
              main: k.judul,
              sub: `${k.noPenjajagan} · ${k.jumlahPertimbangan} pertimbangan masuk`,
              action: 'Putuskan',
              onClick: () => setOpen({ kind: 'penjajagan', id: k.idPenjajagan, title: k.judul }),
            })),
          )}
          {section(
            'Kesepakatan dan perjanjian menunggu tindakan',
            'Tidak ada kerja sama yang menunggu tindakan.',
            t.kerjasama.map((k) => ({
              key: `${k.jenis}${k.id}`,
              main: k.judul,
              sub: `${k.jenis === 'MOU' ? 'Kesepakatan' : 'Perjanjian'} · ${k.noKontrak}`,
              extra: <TahapanBadge tahapan={k.tahapan} />,
              action: 'Detail',
              onClick: () => setOpen({ kind: k.jenis === 'MOU' ? 'mou' : 'pks', id: k.id }),
            })),
          )}
          {section(
            `Monitoring & Evaluasi: ${monevNoun} jatuh tempo dan terlambat`,
            `Tidak ada ${monevNoun} yang jatuh tempo atau terlambat.`,
            t.monev.map((m) => ({
              key: `m${m.jenis}${m.idRecord}-${m.periode}`,
              main: m.judul,
              sub: `${JENIS_TEXT[m.jenis] ?? m.jenis} · Periode ${m.periode} · jatuh tempo ${formatTanggal(m.jatuhTempo)}`,
              extra: <Badge color={m.status === 'terlambat' ? 'danger' : 'warning'}>{m.statusText}</Badge>,
              action: mayEvaluate ? 'Evaluasi' : 'Isi Laporan',
              onClick: () => setOpen({ kind: mayEvaluate ? 'evaluasi' : 'lapor', sasaran: m }),
            })),
            <LinkButton to={adminPath('Monev')} appearance="subtle" className={styles.more}>
              Buka Monitoring & Evaluasi
            </LinkButton>,
          )}
        </>
      )}
      {open?.kind === 'penjajagan' && (
        <FormDialog title={open.title} onClose={close}>
          <TkksdSection idPenjajagan={open.id} />
        </FormDialog>
      )}
      {open?.kind === 'mou' && <MouDetailDialog idMou={open.id} onClose={close} />}
      {open?.kind === 'pks' && <PksDetailDialog idPks={open.id} onClose={close} />}
      {open?.kind === 'evaluasi' && <EvaluasiMonevDialog sasaran={open.sasaran} onClose={() => setOpen(null)} onDone={close} />}
      {open?.kind === 'lapor' && <LaporMonevDialog sasaran={open.sasaran} onClose={() => setOpen(null)} onDone={close} />}
    </PageCard>
  );
}
