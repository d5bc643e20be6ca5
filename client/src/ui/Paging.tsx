import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useRef } from 'react';

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** SPEC §9: paging is shown only when the total is above 20 (or a smaller chosen page size). */
export const isPagingVisible = (total: number, limit: number = DEFAULT_PAGE_SIZE): boolean =>
  total > Math.min(DEFAULT_PAGE_SIZE, limit);

/** Page numbers to show around the current one; 0 stands for a gap. */
export const pageWindow = (page: number, pages: number): number[] => {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, pages - 4));
  const to = Math.min(pages - 1, Math.max(page + 1, 5));
  const out = [1];
  if (from > 2) out.push(0);
  for (let p = from; p <= to; p++) out.push(p);
  if (to < pages - 1) out.push(0);
  out.push(pages);
  return out;
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalM,
  },
  pages: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  gap: { paddingInline: tokens.spacingHorizontalXS },
  size: { width: '130px' },
  pageButton: { minWidth: '32px' },
});

export interface PagingProps {
  total: number;
  page: number;
  limit: number;
  onChange: (page: number, limit: number) => void;
}

export const Paging = ({ total, page, limit, onChange }: PagingProps) => {
  const styles = useStyles();
  const nav = useRef<HTMLElement>(null);
  if (!isPagingVisible(total, limit)) return null;
  // A page button moves the focus to the list it pages (the table's region): the reader starts at the new
  // rows, and the focus is not left on a button that the shorter list, while loading, scrolled out of view.
  const turn = (to: number) => {
    onChange(to, limit);
    nav.current?.parentElement?.querySelector<HTMLElement>('[role="region"]')?.focus();
  };
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav ref={nav} className={styles.root} aria-label="Paginasi">
      <Text>Total {total}</Text>
      <Select
        className={styles.size}
        aria-label="Jumlah per halaman"
        value={String(limit)}
        onChange={(_, data) => onChange(1, Number(data.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size} / halaman
          </option>
        ))}
      </Select>
      <div className={styles.pages}>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label="Halaman sebelumnya"
          disabled={page <= 1}
          onClick={() => turn(page - 1)}
        />
        {pageWindow(page, pages).map((p, i) =>
          p === 0 ? (
            <span key={`gap-${i}`} className={styles.gap} aria-hidden>
              …
            </span>
          ) : (
            <Button
              key={p}
              className={styles.pageButton}
              appearance={p === page ? 'primary' : 'subtle'}
              aria-label={`Halaman ${p}`}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => p !== page && turn(p)}
            >
              {p}
            </Button>
          ),
        )}
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label="Halaman berikutnya"
          disabled={page >= pages}
          onClick={() => turn(page + 1)}
        />
      </div>
    </nav>
  );
};
