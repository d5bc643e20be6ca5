import type { ReactNode } from 'react';
import {
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: string;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  items: readonly T[];
  getRowKey: (row: T) => string | number;
  loading?: boolean;
  emptyText?: string;
  'aria-label': string;
  /** Below this width the table scrolls horizontally instead of squeezing its columns. */
  minWidth?: string;
  skeletonRows?: number;
  /** Keeps the last column (the row actions) in view while a wide table scrolls sideways. */
  stickyLastColumn?: boolean;
  /** Smaller text (12 px) and cell padding, for tables with many columns; headers wrap between words. */
  dense?: boolean;
}

const useStyles = makeStyles({
  scroll: {
    overflowX: 'auto',
    width: '100%',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  empty: { textAlign: 'center', paddingBlock: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
  cell: { paddingBlock: tokens.spacingVerticalS, overflowWrap: 'break-word' },
  dense: {
    paddingInline: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  denseHeader: { paddingBlock: tokens.spacingVerticalXS, overflowWrap: 'break-word' },
  sticky: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-6px 0 6px -6px ${tokens.colorNeutralShadowAmbient}`,
  },
});

export const DataTable = <T,>({
  columns,
  items,
  getRowKey,
  loading = false,
  emptyText = 'Tidak Ada Data',
  'aria-label': ariaLabel,
  minWidth = '640px',
  skeletonRows = 5,
  stickyLastColumn = false,
  dense = false,
}: DataTableProps<T>) => {
  const styles = useStyles();
  const stickyAt = stickyLastColumn ? columns.length - 1 : -1;
  return (
    <div className={styles.scroll} role="region" aria-label={ariaLabel} tabIndex={0}>
      <div style={{ minWidth }}>
        <Table aria-label={ariaLabel} aria-busy={loading}>
          <TableHeader>
            <TableRow>
              {columns.map((c, ci) => (
                <TableHeaderCell
                  key={c.key}
                  className={mergeClasses(ci === stickyAt && styles.sticky, dense && styles.dense, dense && styles.denseHeader)}
                  style={c.width ? { width: c.width } : undefined}>
                  {c.header}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading ? (
              Array.from({ length: skeletonRows }, (_, r) => (
                <TableRow key={`skeleton-${r}`} aria-hidden>
                  {columns.map((c) => (
                    <TableCell key={c.key}>
                      <Skeleton>
                        <SkeletonItem />
                      </Skeleton>
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} className={styles.empty}>
                  <Text>{emptyText}</Text>
                </TableCell>
              </TableRow>
            ) : (
              items.map((row, i) => (
                <TableRow key={getRowKey(row)}>
                  {columns.map((c, ci) => (
                    <TableCell key={c.key} className={mergeClasses(styles.cell, dense && styles.dense, ci === stickyAt && styles.sticky)}>
                      {c.render(row, i)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
};
