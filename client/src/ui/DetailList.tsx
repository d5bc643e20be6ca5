import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 30%) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 480px)': { gridTemplateColumns: '1fr' },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere', '@media (max-width: 480px)': { marginBlockEnd: tokens.spacingVerticalS } },
});

export interface DetailRow {
  label: string;
  value: ReactNode;
}

export const DetailList = ({ rows }: { rows: readonly DetailRow[] }) => {
  const styles = useStyles();
  return (
    <dl className={styles.root}>
      {rows.map((r) => (
        <div key={r.label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{r.label}</dt>
          <dd className={styles.value}>{r.value === null || r.value === undefined || r.value === '' ? '-' : r.value}</dd>
        </div>
      ))}
    </dl>
  );
};
