import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { JenisCari } from '../../generated/public/graphql';
import { usePublikCariQuery } from '../../generated/public/hooks';
import { cx } from '../ui/cx';
import ui from '../ui/public.module.css';
import styles from './IsiHits.module.css';

/** Hits shown under a list; a few more are asked for, as the listed ones are left out. */
const SHOWN = 5;
const ASKED = 15;

type Publik = Extract<JenisCari, 'KESEPAKATAN' | 'PERJANJIAN' | 'KEGIATAN'>;

/** Where a hit opens: a news item's page; an agreement or a contract in its list, found by its title. */
const hrefOf = (jenis: Publik, id: number, judul: string): string =>
  jenis === 'KEGIATAN'
    ? `/kegiatan/${id}`
    : `/kerjasama/${jenis === 'KESEPAKATAN' ? 'kesepakatan' : 'perjanjian'}?judul=${encodeURIComponent(judul)}`;

interface Props {
  /** The words typed into the list's search box. */
  teks: string;
  jenis: Publik;
  /** "kesepakatan", "perjanjian", "kegiatan": in the heading. */
  noun: string;
  /** Records the list already shows (found by title): not repeated here. */
  shown: ReadonlySet<number>;
}

/**
 * Under a public list's title search (whose SPEC behaviour stays as it is): the same words found in the
 * records' text — descriptions, news bodies, partners — by the public full-text search, with the matching
 * words marked. Public fields only, never documents (the server's cariPublik).
 */
export function IsiHits({ teks, jenis, noun, shown }: Props) {
  const headingId = useId();
  const words = teks.trim();
  const { data } = usePublikCariQuery({ variables: { input: { teks: words, jenis: [jenis], ukuran: ASKED } }, skip: !words });
  const items = (data?.cariPublik.items ?? []).filter((h) => !shown.has(h.id)).slice(0, SHOWN);
  if (!words || !items.length) return null;
  return (
    <section className={cx(ui.card, styles.box)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        “{words}” juga ditemukan di isi {noun} berikut
      </h2>
      <ul className={styles.list}>
        {items.map((h) => (
          <li key={`${h.jenis}-${h.id}`}>
            <Link className={styles.title} to={hrefOf(jenis, h.id, h.judul)}>
              {h.judul}
            </Link>
            <p className={styles.snippet}>
              {h.potongan.map((p, i) => (p.sorot ? <mark key={i}>{p.teks}</mark> : <span key={i}>{p.teks}</span>))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
