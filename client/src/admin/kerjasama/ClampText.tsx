import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-line',
  },
  strong: { fontWeight: tokens.fontWeightSemibold },
});

export interface ClampTextProps {
  text: string;
  /** Lines shown before the text is cut with an ellipsis. */
  lines?: number;
  /** What the cell shows when it is cut shorter than `text` (e.g. SPEC §9's 300 characters); the tooltip keeps `text`. */
  shown?: string;
  strong?: boolean;
}

/**
 * A table cell's text cut to a few lines so that a wide table fits its column widths. The lines cut by CSS
 * stay in the page (screen readers read them); the whole text is also the native tooltip (title).
 */
export const ClampText = ({ text, lines = 3, shown, strong }: ClampTextProps) => {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.root, strong && styles.strong)} style={{ WebkitLineClamp: lines }} title={text || undefined}>
      {shown ?? text}
    </span>
  );
};
