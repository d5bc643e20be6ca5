import { type ReactNode, useId } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingVerticalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM },
  },
});

/** The frame of an admin list screen: a card with the screen's heading. */
export const PageCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <Title2 as="h1" id={id}>
        {title}
      </Title2>
      {children}
    </section>
  );
};
