import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  snippet: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit', fontWeight: tokens.fontWeightSemibold },
});

/** A ts_headline snippet from the server, split into pieces: the matched ones marked. Text only, never HTML. */
export const Potongan = ({ pieces }: { pieces: readonly { teks: string; sorot: boolean }[] }) => {
  const styles = useStyles();
  return (
    <span className={styles.snippet}>
      {pieces.map((p, i) => (p.sorot ? <mark key={i} className={styles.mark}>{p.teks}</mark> : <span key={i}>{p.teks}</span>))}
    </span>
  );
};
