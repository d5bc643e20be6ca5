import { Body1, Title1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { layout } from '../ui/theme';

const useStyles = makeStyles({
  hero: {
    color: '#ffffff',
    padding: `${tokens.spacingVerticalXXXL} clamp(16px, 4vw, 48px)`,
    backgroundImage:
      'radial-gradient(circle at 80% 20%, rgba(255,255,255,0.12), transparent 45%), linear-gradient(135deg, #0c2340 0%, #184681 55%, #2568c1 100%)',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    gap: tokens.spacingVerticalS,
    boxSizing: 'border-box',
  },
  tall: { minHeight: '56vh', paddingTop: `${layout.navbarHeight + 48}px` },
  short: { minHeight: '180px' },
  inner: { maxWidth: '1200px', width: '100%', margin: '0 auto' },
  title: { color: '#ffffff' },
  body: { padding: `${tokens.spacingVerticalXXL} clamp(16px, 4vw, 48px)` },
  card: {
    maxWidth: '1200px',
    margin: '0 auto',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
  },
});

/** Placeholder for a public page a later issue builds: a heading and "Segera hadir". */
export function PublicPlaceholder({ title, tall = false }: { title: string; tall?: boolean }) {
  const styles = useStyles();
  return (
    <>
      <section className={mergeClasses(styles.hero, tall ? styles.tall : styles.short)}>
        <div className={styles.inner}>
          <Title1 as="h1" className={styles.title}>
            {title}
          </Title1>
        </div>
      </section>
      <div className={styles.body}>
        <div className={styles.card}>
          <Body1>Segera hadir</Body1>
        </div>
      </div>
    </>
  );
}
