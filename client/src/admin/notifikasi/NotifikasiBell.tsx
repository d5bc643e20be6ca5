import {
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { onRealtimeConnected } from '../../apollo/realtime';
import { CountBadgeAnchor } from '../../ui/CountBadgeAnchor';
import { formatWaktu } from '../../ui/dates';
import { useNavigate } from 'react-router-dom';
import type { NotifikasiItemFragment } from '../../generated/graphql';
import {
  useNotifikasiBaruSubscription,
  useNotifikasiBellQuery,
  useTandaiNotifikasiDibacaMutation,
  useTandaiSemuaNotifikasiDibacaMutation,
} from '../../generated/hooks';
import { adminPath } from '../adminPaths';

/** Under the bell, its right edge on the bell's; pushed in from the screen's edges by 12 px where it is wider. */
const POSITIONING = { position: 'below', align: 'end', overflowBoundaryPadding: 12 } as const;

const useStyles = makeStyles({
  // border-box: the padding inside the width, so with POSITIONING a phone keeps a margin on both sides
  surface: { boxSizing: 'border-box', width: 'min(360px, calc(100vw - 24px))', maxHeight: '70vh', overflowY: 'auto', padding: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}` },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  unread: { backgroundColor: tokens.colorBrandBackground2 },
  judul: { display: 'block', fontWeight: tokens.fontWeightSemibold },
  pesan: { display: 'block', fontSize: tokens.fontSizeBase200 },
  waktu: { display: 'block', fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingVerticalM, color: tokens.colorNeutralForeground3 },
});

/** The bell shows the newest 10, and on request 20 older ones at a time, back to the first. */
const BELL_FIRST = 10;
const BELL_MORE = 20;

/** The bell of the admin header: the unread count, the newest notifications (live), each a link to its record. */
export function NotifikasiBell() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // the oldest notification there is, once a page came back short: nothing more to ask for below it
  const [habisPada, setHabisPada] = useState<number | null>(null);
  const [memuat, setMemuat] = useState(false);
  const query = useNotifikasiBellQuery({
    variables: { limit: BELL_FIRST },
    fetchPolicy: 'cache-and-network',
    // a refetch of the newest page goes through the merge too, so the older pages stay shown
    refetchWritePolicy: 'merge',
  });
  // Live from the first read on: the server starts the feed with one stored since that read, if any
  // (stored before the subscription listened, it would not come live).
  const [setelah, setSetelah] = useState<number | null>(null);
  const terbaruAwal = query.data ? (query.data.notifikasiSaya[0]?.idNotifikasi ?? 0) : null;
  useEffect(() => {
    if (setelah === null && terbaruAwal !== null) setSetelah(terbaruAwal);
  }, [setelah, terbaruAwal]);
  useNotifikasiBaruSubscription({
    variables: { setelah },
    skip: setelah === null,
    onData: () => void query.refetch(),
    ignoreResults: true,
    context: { silent: true },
    onError: () => undefined,
  });
  // What came while the websocket was not (yet) connected is not live: read again at every (re)connection.
  const { refetch } = query;
  useEffect(() => onRealtimeConnected(() => void refetch()), [refetch]);
  const [tandai] = useTandaiNotifikasiDibacaMutation();
  const [tandaiSemua] = useTandaiSemuaNotifikasiDibacaMutation();
  const count = query.data?.jumlahNotifikasiBelumDibaca ?? 0;
  const items = query.data?.notifikasiSaya ?? [];
  const terlama = items.at(-1)?.idNotifikasi;
  const adaLagi = items.length >= BELL_FIRST && terlama !== habisPada;

  const tampilkanLagi = async () => {
    setMemuat(true);
    try {
      const { data } = await query.fetchMore({ variables: { limit: BELL_MORE, sebelum: terlama } });
      if ((data?.notifikasiSaya.length ?? 0) < BELL_MORE) setHabisPada(data?.notifikasiSaya.at(-1)?.idNotifikasi ?? terlama ?? null);
    } catch {
      // the request's error link has told it
    } finally {
      setMemuat(false);
    }
  };

  // every shown one, the older pages too (the newest page is read again)
  const tandaiSemuaDibaca = () =>
    void tandaiSemua({
      update: (cache) => {
        const now = new Date().toISOString();
        for (const n of items) cache.modify({ id: cache.identify(n), fields: { dibaca: (v: unknown) => v ?? now } });
      },
    }).then(() => query.refetch());

  const buka = async (n: NotifikasiItemFragment) => {
    setOpen(false);
    if (!n.dibaca) await tandai({ variables: { idNotifikasi: n.idNotifikasi } }).catch(() => undefined);
    void query.refetch();
    navigate(n.tautan);
  };

  return (
    <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} positioning={POSITIONING} trapFocus>
      <CountBadgeAnchor count={count} testId="notifikasi-count">
        <PopoverTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<AlertRegular />}
            aria-label={count ? `Notifikasi, ${count} belum dibaca` : 'Notifikasi'}
            data-testid="notifikasi-bell"
          />
        </PopoverTrigger>
      </CountBadgeAnchor>
      <PopoverSurface className={styles.surface} aria-label="Notifikasi">
        <div className={styles.head}>
          <Text weight="semibold">Notifikasi</Text>
          <Button
            size="small"
            appearance="transparent"
            onClick={() => {
              setOpen(false);
              navigate(adminPath('Notifikasi'));
            }}
          >
            Pengaturan
          </Button>
          <Button size="small" appearance="transparent" disabled={count === 0} onClick={tandaiSemuaDibaca}>
            Tandai semua dibaca
          </Button>
        </div>
        {items.length === 0 ? (
          <p className={styles.empty}>Belum ada notifikasi.</p>
        ) : (
          <ul className={styles.list}>
            {items.map((n) => (
              <li key={n.idNotifikasi}>
                <button type="button" className={mergeClasses(styles.item, !n.dibaca && styles.unread)} onClick={() => void buka(n)}>
                  <span className={styles.judul}>{n.judul}</span>
                  <span className={styles.pesan}>{n.pesan}</span>
                  <span className={styles.waktu}>
                    {formatWaktu(n.dibuat)}
                    {n.dibaca ? '' : ' · belum dibaca'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {adaLagi ? (
          <Button size="small" appearance="transparent" disabled={memuat} onClick={() => void tampilkanLagi()}>
            {memuat ? 'Memuat…' : 'Tampilkan lebih banyak'}
          </Button>
        ) : null}
      </PopoverSurface>
    </Popover>
  );
}
