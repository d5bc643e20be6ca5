import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
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
  const chart = useRef<HTMLDivElement>(null);
  useIndonesianChartLabel(chart, `${title}. ${summary}`);
  return (
    <figure className={styles.root} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}>
      <figcaption id={`${id}-t`} className={styles.hidden}>
        {title}
      </figcaption>
      <p id={`${id}-d`} className={styles.hidden}>
        {summary}
      </p>
      <div ref={chart} className={styles.chart} data-testid={testId}>
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

/**
 * The chart library names its drawing in English ("Line chart with 4 lines. The X axis displays time."), with
 * no option to change it: the drawing's label is replaced by the figure's own title and summary, whenever
 * the library draws it again.
 */
const useIndonesianChartLabel = (box: RefObject<HTMLDivElement | null>, label: string) => {
  useEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    const relabel = () => root.querySelectorAll('svg[aria-label]').forEach((svg) => svg.getAttribute('aria-label') !== label && svg.setAttribute('aria-label', label));
    relabel();
    const watch = new MutationObserver(relabel);
    watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => watch.disconnect();
  }, [box, label]);
};
