import type { ReactNode } from 'react';
import { CounterBadge, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  anchor: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-2px', right: '-4px', pointerEvents: 'none' },
});

/**
 * An icon button with a count drawn on its corner. The badge is the button's neighbour, not its content:
 * the button is named by its label, which says the count ("Notifikasi, 3 belum dibaca"), and has no
 * visible text of its own that the label would have to repeat (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function CountBadgeAnchor({ count, children, testId }: { count: number; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <span className={styles.anchor}>
      {children}
      {count > 0 ? <CounterBadge className={styles.badge} count={count} size="small" color="danger" aria-hidden data-testid={testId} /> : null}
    </span>
  );
}
