import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  SearchBox,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import type { PolicyActor } from '@rules/policy';
import { useCariQuery } from '../../generated/hooks';
import type { CariQuery, SumberCari } from '../../generated/graphql';
import { documentLink, JENIS_LABEL, JENIS_ORDER, linkOf, totalText } from './cariLinks';
import { BelumTerbaca } from './BelumTerbaca';
import { Potongan } from './Potongan';
import { PAGE, useMore } from './useMore';
import { adminContent, useReturnFocus } from '../../ui/useReturnFocus';

type Hit = CariQuery['cari']['items'][number];

/** Where to look (the `sumber` filter): everywhere, or only the records' fields, documents' text or chats. */
const SUMBER: { value: SumberCari | 'SEMUA'; label: string }[] = [
  { value: 'SEMUA', label: 'Semua' },
  { value: 'DATA', label: 'Data' },
  { value: 'DOKUMEN', label: 'Isi dokumen' },
  { value: 'PESAN', label: 'Pesan' },
];

const useStyles = makeStyles({
  surface: {
    width: '768px',
    maxWidth: '768px',
    '@media (max-width: 849.98px)': { width: '90%', maxWidth: '90%' },
  },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxHeight: '70vh' },
  results: { overflowY: 'auto', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  groupTitle: { fontWeight: tokens.fontWeightSemibold, margin: 0, fontSize: tokens.fontSizeBase300 },
  hit: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightSemibold },
  link: { color: tokens.colorBrandForegroundLink, textDecoration: 'underline', overflowWrap: 'anywhere' },
  note: { color: tokens.colorNeutralForeground3, margin: 0 },
  more: { alignSelf: 'flex-start', flexShrink: 0 },
});

/** The words once typing pauses (a query per pause, not per key), and a way to take them at once. */
const useSettled = (value: string, ms = 250): [string, () => void] => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return [settled, () => setSettled(value)];
};

/**
 * ArrowDown/ArrowUp move between the hits' links, as in a command palette (Tab still goes through every
 * control); ArrowUp from the first link returns to the search box.
 */
const moveAmongHits = (event: KeyboardEvent, results: HTMLElement | null, search: HTMLElement | null) => {
  if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || !results) return;
  const links = [...results.querySelectorAll<HTMLElement>('a[href]')];
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? links[at + 1] : at > 0 ? links[at - 1] : search;
  if (!next) return;
  event.preventDefault();
  next.focus();
};

const HitRow = ({ hit, at, actor, teks, onOpen }: { hit: Hit; at: number; actor: PolicyActor | null; teks: string; onOpen: () => void }) => {
  const styles = useStyles();
  const link = linkOf(hit, actor);
  return (
    <li className={styles.hit} data-hit={at} tabIndex={-1}>
      <span className={styles.title}>
        {link ? (
          <RouterLink className={styles.link} to={link} onClick={onOpen}>
            {hit.judul}
          </RouterLink>
        ) : (
          <span>{hit.judul}</span>
        )}
        {hit.sumber === 'PESAN' && <Badge appearance="tint">Pesan</Badge>}
        {hit.sumber === 'DOKUMEN' && <Badge appearance="tint" icon={<DocumentRegular />}>Dokumen</Badge>}
      </span>
      <Potongan pieces={hit.potongan} />
      {hit.sumber === 'DOKUMEN' && hit.urlFile && (
        <a className={styles.link} href={documentLink(hit.urlFile, hit.namaFile, teks)} target="_blank" rel="noreferrer">
          Buka dokumen {hit.namaFile}
        </a>
      )}
    </li>
  );
};

/** The global search (issue 20): everything the account may read, grouped by kind, snippets highlighted. */
export const CariDialog = ({ actor, onClose }: { actor: PolicyActor | null; onClose: () => void }) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const [teks, setTeks] = useState('');
  const [sumber, setSumber] = useState<SumberCari | 'SEMUA'>('SEMUA');
  const [settled, settleNow] = useSettled(teks.trim());
  // Enter was pressed for these words: their first hit opens once their search has answered
  const [enter, setEnter] = useState<string | null>(null);
  const input = { teks: settled, sumber: sumber === 'SEMUA' ? null : [sumber] };
  const { data, loading, error, fetchMore } = useCariQuery({ variables: { input }, skip: !settled, fetchPolicy: 'network-only' });
  const result = settled ? data?.cari : undefined;
  const searchRef = useRef<HTMLInputElement>(null);
  useReturnFocus(true, adminContent);
  // Fluent's Dialog focuses its first control (Tutup); what is typed right after Ctrl+K belongs in the box
  useEffect(() => searchRef.current?.focus(), []);
  const resultsRef = useRef<HTMLDivElement>(null);
  // after "Tampilkan lebih banyak" the first hit that came gets the focus (the button may be gone), once shown;
  // the search box when none came
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || !result || result.items.length <= at) return;
    focusAt.current = null;
    const row = resultsRef.current?.querySelector<HTMLElement>(`[data-hit="${at}"]`);
    (row?.querySelector<HTMLElement>('a') ?? row)?.focus();
  }, [result]);
  const more = useMore(
    result,
    `${settled}|${sumber}`,
    (halaman) => {
      focusAt.current = (halaman - 1) * PAGE;
      return fetchMore({
        variables: { input: { ...input, halaman } },
        updateQuery: (prev, { fetchMoreResult }) => ({ cari: { ...fetchMoreResult.cari, items: [...prev.cari.items, ...fetchMoreResult.cari.items] } }),
      }).then((r) => r.data?.cari.items.length ?? 0);
    },
    (added) => {
      if (added) return;
      focusAt.current = null;
      searchRef.current?.focus();
    },
  );
  const at = new Map(result?.items.map((h, i) => [h, i]));
  const groups = JENIS_ORDER.map((jenis) => ({ jenis, hits: result?.items.filter((h) => h.jenis === jenis) ?? [] })).filter((g) => g.hits.length);
  // the first hit as shown (grouped by kind), where ArrowDown goes first too
  const first = groups.flatMap((g) => g.hits).map((h) => linkOf(h, actor)).find(Boolean);
  const answered = enter !== null && enter === settled && !loading && (!!result || !!error);
  useEffect(() => {
    if (!answered) return;
    setEnter(null);
    if (!first) return;
    onClose();
    navigate(first);
  }, [answered, first, onClose, navigate]);

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label="Pencarian">
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" aria-label="Tutup" icon={<DismissRegular />} onClick={onClose} />}>Cari</DialogTitle>
          <DialogContent className={styles.content}>
            <SearchBox
              ref={searchRef}
              autoFocus
              value={teks}
              aria-label="Kata yang dicari"
              placeholder="Cari kerja sama, penjajakan, isi dokumen…"
              dismiss={{ 'aria-label': 'Hapus teks pencarian' }}
              onChange={(_, d) => {
                setTeks(d.value);
                setEnter(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && teks.trim()) {
                  // the words now in the box, searched at once if typing has not paused yet
                  settleNow();
                  setEnter(teks.trim());
                }
                if (e.key === 'ArrowDown') moveAmongHits(e, resultsRef.current, searchRef.current);
              }}
            />
            <TabList size="small" aria-label="Cari di" selectedValue={sumber} onTabSelect={(_, d) => setSumber(d.value as SumberCari | 'SEMUA')}>
              {SUMBER.map((s) => (
                <Tab key={s.value} value={s.value}>
                  {s.label}
                </Tab>
              ))}
            </TabList>
            <div ref={resultsRef} className={styles.results} aria-live="polite" aria-busy={loading} onKeyDown={(e) => moveAmongHits(e, resultsRef.current, searchRef.current)}>
              {loading && <Spinner size="tiny" label="Mencari…" />}
              {error && <p className={styles.note}>Pencarian gagal, silakan coba lagi.</p>}
              {result && !result.items.length && <p className={styles.note}>Tidak ada hasil untuk “{settled}”.</p>}
              {result?.mirip && <p className={styles.note}>Tidak ada yang persis sama; hasil untuk kata yang mirip:</p>}
              {groups.map((g) => (
                <section key={g.jenis} aria-label={JENIS_LABEL[g.jenis]}>
                  <h3 className={styles.groupTitle}>{JENIS_LABEL[g.jenis]}</h3>
                  <ul className={styles.group}>
                    {g.hits.map((h) => (
                      <HitRow key={`${h.jenis}-${h.id}-${h.sumber}-${h.idFile ?? ''}`} hit={h} at={at.get(h)!} actor={actor} teks={settled} onOpen={onClose} />
                    ))}
                  </ul>
                </section>
              ))}
              {result && result.total > result.items.length && (
                <p className={styles.note}>Menampilkan {result.items.length} dari {totalText(result.total, result.totalPerkiraan)} hasil; perjelas kata yang dicari.</p>
              )}
              {more.shown && (
                <Button className={styles.more} appearance="secondary" disabled={more.loading} icon={more.loading ? <Spinner size="tiny" /> : undefined} onClick={more.load}>
                  {more.loading ? 'Memuat…' : 'Tampilkan lebih banyak'}
                </Button>
              )}
              {more.failed && <p className={styles.note}>Hasil berikutnya gagal dimuat, silakan coba lagi.</p>}
              {result && result.belumTerbaca > 0 && <BelumTerbaca jumlah={result.belumTerbaca} actor={actor} />}
            </div>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
