import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingVerticalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Placeholder for screens a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-labelledby="coming-soon-title">
      <Title2 as="h1" id="coming-soon-title">
        {title}
      </Title2>
      <Body1 className={styles.muted}>Segera hadir</Body1>
    </section>
  );
}
