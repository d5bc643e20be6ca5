import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export interface Kelompok {
  kode?: string | null;
  label: string;
  kesepakatan: number;
  perjanjian: number;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  scroll: { overflowX: 'auto' },
  // the label takes what the two counts leave; on a phone the counts keep just their headers' width
  num: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', width: '7rem', '@media (max-width: 599.98px)': { width: '5.75rem' } },
  label: { overflowWrap: 'break-word' },
  // a header cell lays its text out in a flex box, where text-align does not reach
  numHead: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' } },
});

/**
 * Counts of one classification (jenis kerja sama or urusan) of the records that ran in the dashboard's year,
 * largest first: the same rows as the yearly Laporan Pelaksanaan.
 */
export const KlasifikasiRingkasan = ({ judul, kolom, rows }: { judul: string; kolom: string; rows: readonly Kelompok[] }) => {
  const styles = useStyles();
  const sorted = [...rows].sort((a, b) => b.kesepakatan + b.perjanjian - (a.kesepakatan + a.perjanjian) || a.label.localeCompare(b.label, 'id'));
  return (
    <div className={styles.root}>
      <div className={styles.scroll}>
        <Table size="small" aria-label={judul}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.label}>{kolom}</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(styles.num, styles.numHead)}>Kesepakatan</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(styles.num, styles.numHead)}>Perjanjian</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sorted.map((r) => (
              <TableRow key={r.kode ?? '-'}>
                <TableCell className={styles.label}>{r.label}</TableCell>
                <TableCell className={styles.num}>{r.kesepakatan}</TableCell>
                <TableCell className={styles.num}>{r.perjanjian}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {sorted.length === 0 ? <Caption1>Tidak ada kerja sama yang berjalan tahun ini.</Caption1> : null}
    </div>
  );
};
