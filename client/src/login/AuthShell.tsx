import { Caption1, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { LinkButton } from '../router/LinkButton';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    backgroundImage:
      'radial-gradient(circle at 15% 20%, rgba(255,255,255,0.14), transparent 40%), radial-gradient(circle at 85% 85%, rgba(255,255,255,0.10), transparent 45%), linear-gradient(135deg, #143a6b 0%, #215dab 55%, #2f79da 100%)',
  },
  brand: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalL,
    color: tokens.colorNeutralForegroundOnBrand,
    textAlign: 'center',
  },
  logo: {
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    display: 'grid',
    placeItems: 'center',
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
  },
  brandText: { color: tokens.colorNeutralForegroundOnBrand, margin: 0 },
  sub: { color: 'rgba(255,255,255,0.85)', margin: 0 },
  card: {
    position: 'relative',
    width: '100%',
    maxWidth: '440px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 480px)': { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  },
  // In the flow above the form (not laid over it), so the turning face never covers the link (SPEC §2.1).
  back: {
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    marginTop: `calc(${tokens.spacingVerticalM} - ${tokens.spacingVerticalXXL})`,
    marginLeft: `calc(${tokens.spacingHorizontalS} - ${tokens.spacingHorizontalXXL})`,
    marginBottom: tokens.spacingVerticalS,
    '@media (max-width: 480px)': { marginTop: 0, marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  },
});

export function AuthShell({ children, cardClassName }: { children: ReactNode; cardClassName?: string }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <div className={styles.logo} aria-hidden>
          KS
        </div>
        <Title3 as="p" className={styles.brandText}>
          Kerja Sama
        </Title3>
        <Caption1 className={styles.sub}>Bagian Kerja Sama Pemerintah Kota</Caption1>
      </div>
      <div className={mergeClasses(styles.card, cardClassName)}>
        <div className={styles.back}>
          <LinkButton to="/" appearance="subtle" size="small" icon={<ArrowLeftRegular />} aria-label="Kembali ke Beranda">
            Kembali
          </LinkButton>
        </div>
        {children}
      </div>
    </main>
  );
}
