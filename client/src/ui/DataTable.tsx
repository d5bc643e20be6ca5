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
import { useMediaQuery } from '../hooks/useMediaQuery';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T, index: number) => ReactNode;
  width?: string;
  /**
   * Its part in the phone layout (below 600 px), where every list has the same shape: No, one cell with
   * the row's main value over its other values (each under its header), and the row actions. By default
   * the first column after No is the main one, a last column headed "Aksi" holds the actions, and every
   * other column is a labelled line; 'hide' leaves a column out on phones.
   */
  phone?: 'primary' | 'hide';
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
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  main: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'break-word', wordBreak: 'normal' },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  label: { color: tokens.colorNeutralForeground3 },
  sticky: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `-6px 0 6px -6px ${tokens.colorNeutralShadowAmbient}`,
  },
});

/** Below this the admin lists and dialog tables take their phone layout. */
export const PHONE_QUERY = '(max-width: 599.98px)';

const isActions = <T,>(c: Column<T>) => c.header === 'Aksi';

/** The one phone layout of every table: No, the main value with the others as labelled lines, Aksi. */
const phoneColumns = <T,>(columns: readonly Column<T>[], styles: ReturnType<typeof useStyles>): Column<T>[] => {
  const no = columns.find((c) => c.key === 'no');
  const last = columns[columns.length - 1];
  const actions = last && last !== no && isActions(last) ? last : undefined;
  const rest = columns.filter((c) => c !== no && c !== actions && c.phone !== 'hide');
  const main = rest.find((c) => c.phone === 'primary') ?? rest[0];
  if (!main || rest.length === 1) {
    return [...(no ? [{ ...no, width: '40px' }] : []), ...rest, ...(actions ? [{ ...actions, width: '88px' }] : [])];
  }
  const lines = rest.filter((c) => c !== main);
  const stacked: Column<T> = {
    key: main.key,
    header: main.header,
    render: (row, i) => (
      <div className={styles.stack}>
        <div className={styles.main}>{main.render(row, i)}</div>
        {lines.map((c) => (
          <div key={c.key} className={styles.line}>
            <span className={styles.label}>{c.header}:</span>
            <span>{c.render(row, i)}</span>
          </div>
        ))}
      </div>
    ),
  };
  return [...(no ? [{ ...no, width: '40px' }] : []), stacked, ...(actions ? [{ ...actions, width: '88px' }] : [])];
};

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
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    columns = phoneColumns(columns, styles);
    minWidth = '0';
    dense = false;
  }
  const stickyAt = stickyLastColumn && !phone ? columns.length - 1 : -1;
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
