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

/** The bell shows the newest 10, and 20 more at a time up to the server's 100 (older ones stay read or unread as they are). */
const BELL_FIRST = 10;
const BELL_MORE = 20;
const BELL_MAX = 100;

/** The bell of the admin header: the unread count, the newest notifications (live), each a link to its record. */
export function NotifikasiBell() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(BELL_FIRST);
  const query = useNotifikasiBellQuery({ variables: { limit }, fetchPolicy: 'cache-and-network' });
  useNotifikasiBaruSubscription({ onData: () => void query.refetch(), ignoreResults: true, context: { silent: true }, onError: () => undefined });
  // What came while the websocket was not (yet) connected is not live: read again at every (re)connection.
  const { refetch } = query;
  useEffect(() => onRealtimeConnected(() => void refetch()), [refetch]);
  const [tandai] = useTandaiNotifikasiDibacaMutation();
  const [tandaiSemua] = useTandaiSemuaNotifikasiDibacaMutation();
  const count = query.data?.jumlahNotifikasiBelumDibaca ?? 0;
  const items = query.data?.notifikasiSaya ?? [];

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
          <Button size="small" appearance="transparent" disabled={count === 0} onClick={() => void tandaiSemua().then(() => query.refetch())}>
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
        {items.length >= limit && limit < BELL_MAX ? (
          <Button size="small" appearance="transparent" onClick={() => setLimit((l) => Math.min(l + BELL_MORE, BELL_MAX))}>
            Tampilkan lebih banyak
          </Button>
        ) : null}
      </PopoverSurface>
    </Popover>
  );
}
