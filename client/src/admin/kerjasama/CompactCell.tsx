import type { ReactNode } from 'react';
import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One cell that stands for several columns on phones: title, caption lines, a badge and a text. */
export const CompactCell = ({ title, lines, badge, text }: { title: string; lines: readonly string[]; badge?: ReactNode; text?: string }) => {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Text weight="semibold">{title}</Text>
      {lines.map((l) => (
        <Caption1 key={l} className={styles.muted}>
          {l}
        </Caption1>
      ))}
      {badge && <div>{badge}</div>}
      {text && <Caption1>{text}</Caption1>}
    </div>
  );
};
