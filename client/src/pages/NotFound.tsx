import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { LinkButton } from '../router/LinkButton';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  box: { maxWidth: '560px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  code: {
    fontSize: '96px',
    lineHeight: '1',
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    margin: 0,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function NotFound() {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        <p className={styles.code} aria-hidden>
          404
        </p>
        <Title1 as="h1">The webmaster said that you can not enter this page...</Title1>
        <Body1 className={styles.muted}>
          Periksa kembali alamat yang Anda buka, atau kembali ke halaman utama.
        </Body1>
        <div>
          <LinkButton appearance="primary" to="/">
            Kembali ke Beranda
          </LinkButton>
        </div>
      </div>
    </main>
  );
}
