import { Caption1, Card, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useKerjasamaSayaQuery } from '../../generated/hooks';
import { PageCard } from '../../ui/PageCard';
import { formatTanggal } from '../../ui/dates';
import { MonevRiwayatPanel } from '../monev/MonevRiwayatPanel';
import { kerjasamaSayaAnchor } from '@rules/tahapan';
import { TahapanBadge } from './TahapanBadge';
import { TahapanTimeline } from './TahapanTimeline';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Kerja Sama Saya (issue 17): a partner follows the stage and timeline of the agreements tied to its account,
 * and files its own implementation reports with their evidence (issue 19's monev history of each agreement).
 */
export function KerjasamaSayaPage() {
  const styles = useStyles();
  const { data, loading } = useKerjasamaSayaQuery({ fetchPolicy: 'cache-and-network' });
  const items = data?.kerjasamaSaya;
  const { hash } = useLocation();
  // A search hit or a reminder opens its agreement's card: scrolled to and focused once the list is there,
  // and kept in view while the cards above it grow (each loads its monev history after the list), until the
  // reader scrolls or a few seconds have passed.
  useEffect(() => {
    const card = hash && items ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!card) return undefined;
    const show = () => card.scrollIntoView({ block: 'start' });
    show();
    card.focus({ preventScroll: true });
    const grows = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(show);
    if (card.parentElement) grows?.observe(card.parentElement);
    const READER = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    const stop = () => {
      grows?.disconnect();
      READER.forEach((e) => window.removeEventListener(e, stop));
    };
    READER.forEach((e) => window.addEventListener(e, stop, { passive: true }));
    const timer = setTimeout(stop, 5000);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [hash, items]);
  return (
    <PageCard title="Kerja Sama Saya">
      {!items ? (
        loading ? <Spinner label="Memuat..." /> : null
      ) : items.length === 0 ? (
        <Text className={styles.muted}>Belum ada kesepakatan yang terkait dengan akun Anda.</Text>
      ) : (
        <div className={styles.list}>
          {items.map((k) => (
            <Card key={k.idMou} id={kerjasamaSayaAnchor(k.idMou)} tabIndex={-1} role="region" aria-label={k.judul}>
              <div className={styles.head}>
                <Subtitle2 className={styles.title}>{k.judul}</Subtitle2>
                <TahapanBadge tahapan={k.tahapan.tahapan} />
              </div>
              <Caption1 className={styles.muted}>
                {k.noKontrak} · {formatTanggal(k.tglMulai)} s.d. {formatTanggal(k.tglBerakhir)}
              </Caption1>
              <TahapanTimeline items={k.timeline} />
              <MonevRiwayatPanel kind="mou" id={k.idMou} judul={k.judul} />
            </Card>
          ))}
        </div>
      )}
    </PageCard>
  );
}
