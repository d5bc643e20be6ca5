import { ActionButton } from './Action';
import { cx } from './cx';
import { ChevronLeft, ChevronRight } from './icons';
import styles from './PublicPager.module.css';

/** Page numbers to show: first, last, and two around the current one; `null` marks a gap. */
export const pageWindow = (page: number, pages: number): (number | null)[] => {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
};

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onChange(page: number): void;
  label: string;
}

/** Pagination of a public list; shown only when there is more than one page (SPEC §9: total > page size). */
export function PublicPager({ page, total, pageSize, onChange, label }: Props) {
  const pages = Math.ceil(total / pageSize);
  if (total <= pageSize || pages < 2) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <div>
        <ul className={styles.list}>
          <li>
            <ActionButton appearance="subtle" disabled={page <= 1} onClick={() => onChange(page - 1)}>
              <ChevronLeft size={16} />
              Sebelumnya
            </ActionButton>
          </li>
          {pageWindow(page, pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} className={styles.gap} aria-hidden>
                …
              </li>
            ) : (
              <li key={p}>
                <ActionButton
                  className={cx(styles.page, p === page && styles.current)}
                  appearance={p === page ? 'primary' : 'subtle'}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={`Halaman ${p}`}
                  onClick={() => onChange(p)}
                >
                  {p}
                </ActionButton>
              </li>
            ),
          )}
          <li>
            <ActionButton appearance="subtle" disabled={page >= pages} onClick={() => onChange(page + 1)}>
              Berikutnya
              <ChevronRight size={16} />
            </ActionButton>
          </li>
        </ul>
        <p className={styles.info}>
          Halaman {page} dari {pages} · {total} data
        </p>
      </div>
    </nav>
  );
}
