import { useId, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../../ui/sharedStyles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, minWidth: 0 },
  chart: { width: '100%', minWidth: 0 },
  hidden: visuallyHidden,
});

/**
 * A dashboard chart as a described figure: its title and a one-line summary for screen readers, the chart
 * (drawn by @fluentui/react-charts), and the same numbers in a visually hidden table. The hidden box wraps the
 * table: a table keeps its content's width and would widen a phone's page.
 */
export const ChartFigure = ({ title, summary, testId, children, head, body }: { title: string; summary: string; testId: string; children: ReactNode; head: ReactNode; body: ReactNode }) => {
  const styles = useStyles();
  const id = useId();
  return (
    <figure className={styles.root} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}>
      <figcaption id={`${id}-t`} className={styles.hidden}>
        {title}
      </figcaption>
      <p id={`${id}-d`} className={styles.hidden}>
        {summary}
      </p>
      <div className={styles.chart} data-testid={testId}>
        {children}
      </div>
      <div className={styles.hidden}>
        <table>
          <caption>{title}</caption>
          <thead>{head}</thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </figure>
  );
};
