import { useState, type ReactNode } from 'react';
import { KERJASAMA_PUBLIC_PAGE_SIZE } from '@rules/public';
import { ActionButton } from '../ui/Action';
import { cx } from '../ui/cx';
import { Document } from '../ui/icons';
import { LoadFailed } from '../ui/LoadFailed';
import { PastLastPage } from '../ui/PastLastPage';
import { PublicDialog } from '../ui/PublicDialog';
import { PublicPager } from '../ui/PublicPager';
import ui from '../ui/public.module.css';
import { SearchBox } from '../ui/SearchBox';
import { formatTanggal } from '@rules/dates';
import styles from './kerjasama.module.css';

/** What both public tables show of an agreement or a contract. */
export interface KerjaSamaRow {
  id: number;
  mitra: string;
  judul: string;
  deskripsi: string;
  noKontrak: string;
  noMitra: string;
  tglMulai: string;
  tglBerakhir: string;
}

export interface ExtraColumn<T> {
  label: string;
  render(row: T): ReactNode;
  /** Shown in the description dialog too. */
  detail?: boolean;
}

interface Props<T extends KerjaSamaRow> {
  /** "Kesepakatan" or "Perjanjian": used in the labels. */
  noun: string;
  /** Column header of the title: "Judul Kesepakatan", "Judul Perjanjian". */
  titleLabel: string;
  /** "No." or "No" (SPEC §2.1 writes them differently). */
  numberLabel: string;
  /** Columns after the title (Perjanjian: Judul Kesepakatan). */
  extra?: ExtraColumn<T>[];
  rows: T[] | undefined;
  total: number;
  loading: boolean;
  error: boolean;
  onRetry(): void;
  judul: string;
  page: number;
  onSearch(judul: string): void;
  onPage(page: number): void;
}

/** The list's paging, search and load state, from useListParams and the page's query. */
export const listStateProps = (
  params: { judul: string; page: number; search(judul: string): void; setPage(page: number): void },
  query: { loading: boolean; error?: unknown; refetch(): unknown },
  total: number | undefined,
): Pick<Props<KerjaSamaRow>, 'total' | 'loading' | 'error' | 'onRetry' | 'judul' | 'page' | 'onSearch' | 'onPage'> => ({
  total: total ?? 0,
  loading: query.loading,
  error: Boolean(query.error),
  onRetry: () => void query.refetch(),
  judul: params.judul,
  page: params.page,
  onSearch: params.search,
  onPage: params.setPage,
});

/**
 * The public agreement/contract table (SPEC §2.1): No., Mitra, title, numbers, dates and a Deskripsi
 * button opening a popup; 20 per page, pagination only above 20; a search by title. Under 992 px the
 * rows are shown as cards.
 */
export function KerjaSamaList<T extends KerjaSamaRow>(props: Props<T>) {
  const { noun, titleLabel, numberLabel, extra = [], rows, total, loading, error, judul, page } = props;
  const [open, setOpen] = useState<T | null>(null);
  const offset = (page - 1) * KERJASAMA_PUBLIC_PAGE_SIZE;
  const colCount = 8 + extra.length;
  const lower = noun.toLowerCase();

  let state: ReactNode = null;
  if (!rows && loading) state = 'Memuat data…';
  else if (rows && rows.length === 0 && total > 0) {
    // rows of an earlier page past the end while the next loads, or failed to: not "this page does not exist"
    if (loading) state = 'Memuat data…';
    else if (error) state = <LoadFailed onRetry={props.onRetry} />;
    else state = <PastLastPage page={page} total={total} pageSize={KERJASAMA_PUBLIC_PAGE_SIZE} onPage={props.onPage} />;
  } else if (rows && rows.length === 0) state = judul ? `Tidak ada ${lower} dengan judul “${judul}”.` : `Belum ada ${lower} yang aktif.`;

  return (
    <div className={cx(ui.card, styles.panel)}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchBox label={`Cari ${lower}`} placeholder={`Ketik judul ${lower}…`} value={judul} onSearch={props.onSearch} />
        </div>
        {/* there from the start (a blank holds its line), so the table does not move when the count arrives */}
        <p className={styles.count} aria-live="polite">
          {rows ? `${total} ${lower} aktif${judul ? ` untuk “${judul}”` : ''}` : '\u00a0'}
        </p>
      </div>
      {error && !rows ? (
        <LoadFailed onRetry={props.onRetry} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} role="table" aria-busy={loading}>
            <caption>Daftar {lower} aktif</caption>
            <thead>
              <tr role="row">
                <th scope="col" role="columnheader">
                  {numberLabel}
                </th>
                <th scope="col" role="columnheader">
                  Mitra
                </th>
                <th scope="col" role="columnheader">
                  {titleLabel}
                </th>
                {extra.map((c) => (
                  <th key={c.label} scope="col" role="columnheader">
                    {c.label}
                  </th>
                ))}
                <th scope="col" role="columnheader">
                  No. Kontrak
                </th>
                <th scope="col" role="columnheader">
                  No. Mitra
                </th>
                <th scope="col" role="columnheader" className={styles.date}>
                  Tanggal
                </th>
                <th scope="col" role="columnheader" className={styles.date}>
                  Tanggal Berakhir
                </th>
                <th scope="col" role="columnheader">
                  <span className={ui.visuallyHidden}>Deskripsi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state ? (
                <tr className={styles.stateRow} role="row">
                  <td colSpan={colCount} role="cell">
                    {state}
                  </td>
                </tr>
              ) : (
                rows?.map((r, i) => (
                  <tr key={r.id} role="row">
                    <td className={styles.num} data-label={numberLabel} role="cell">
                      {offset + i + 1}
                    </td>
                    <td data-label="Mitra" role="cell">
                      {r.mitra}
                    </td>
                    <td className={styles.strong} data-label={titleLabel} role="cell">
                      {r.judul}
                    </td>
                    {extra.map((c) => (
                      <td key={c.label} data-label={c.label} role="cell">
                        {c.render(r)}
                      </td>
                    ))}
                    <td className={styles.code} data-label="No. Kontrak" role="cell">
                      {r.noKontrak || '-'}
                    </td>
                    <td className={styles.code} data-label="No. Mitra" role="cell">
                      {r.noMitra || '-'}
                    </td>
                    <td className={styles.date} data-label="Tanggal" role="cell">
                      {formatTanggal(r.tglMulai)}
                    </td>
                    <td className={styles.date} data-label="Tanggal Berakhir" role="cell">
                      {formatTanggal(r.tglBerakhir)}
                    </td>
                    <td className={styles.action} role="cell">
                      <ActionButton size="small" onClick={() => setOpen(r)} aria-label={`Deskripsi: ${r.judul}`} aria-haspopup="dialog">
                        <Document size={16} />
                        Deskripsi
                      </ActionButton>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <PublicPager page={page} total={total} pageSize={KERJASAMA_PUBLIC_PAGE_SIZE} onChange={props.onPage} label={`Halaman daftar ${lower}`} />
      <PublicDialog open={open !== null} title={open?.judul ?? ''} onClose={() => setOpen(null)}>
        {open ? (
          <>
            <dl className={styles.dl}>
              <dt>Mitra</dt>
              <dd>{open.mitra}</dd>
              {extra
                .filter((c) => c.detail)
                .map((c) => (
                  <FragmentRow key={c.label} label={c.label} value={c.render(open)} />
                ))}
              <dt>No. Kontrak</dt>
              <dd>{open.noKontrak || '-'}</dd>
              <dt>Berlaku</dt>
              <dd>
                {formatTanggal(open.tglMulai)} – {formatTanggal(open.tglBerakhir)}
              </dd>
            </dl>
            <p className={styles.deskripsiLabel}>Deskripsi</p>
            <p className={styles.deskripsi}>{open.deskripsi || '-'}</p>
          </>
        ) : null}
      </PublicDialog>
    </div>
  );
}

function FragmentRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
