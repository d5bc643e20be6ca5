import type { MouseEvent, ReactElement } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCountUp } from './countUp';
import { visuallyHidden } from '../../ui/sharedStyles';

const useStyles = makeStyles({
  hidden: visuallyHidden,
  card: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    '@media (max-width: 600px)': { gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalM },
    borderRadius: tokens.borderRadiusLarge,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: tokens.durationFast,
    ':hover': { boxShadow: tokens.shadow8, borderTopColor: tokens.colorBrandStroke1, borderRightColor: tokens.colorBrandStroke1, borderBottomColor: tokens.colorBrandStroke1, borderLeftColor: tokens.colorBrandStroke1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '48px',
    height: '48px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: '26px',
    '@media (max-width: 600px)': { width: '36px', height: '36px', fontSize: '20px' },
  },
  aktif: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  habis: { backgroundColor: tokens.colorPaletteMarigoldBackground1, color: tokens.colorPaletteDarkOrangeForeground1 },
  body: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  value: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface StatCardProps {
  /** "Aktif" or "Akan Habis". */
  label: string;
  /** The panel's name, for the accessible label ("Kesepakatan Aktif: 12"). */
  group: string;
  value: number;
  to: string;
  icon: ReactElement;
  tone: 'aktif' | 'habis';
  note?: string;
}

/** A dashboard count that links to the list with the matching filter; the number counts up (SPEC §9). */
export const StatCard = ({ label, group, value, to, icon, tone, note }: StatCardProps) => {
  const styles = useStyles();
  const shown = useCountUp(value);
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a className={styles.card} href={href} onClick={(e: MouseEvent<HTMLAnchorElement>) => onClick(e)}>
      {/* the name is the final count, said once (the shown number counts up); named by content, not a label */}
      <span className={styles.hidden}>{`${group} ${label}: ${value}${note ? ` ${note}` : ''}`}</span>
      <span className={mergeClasses(styles.icon, styles[tone])} aria-hidden>
        {icon}
      </span>
      <span className={styles.body} aria-hidden>
        <Text weight="semibold">{label}</Text>
        <span className={styles.value} data-testid="count">
          {shown}
        </span>
        {note && <Caption1 className={styles.muted}>{note}</Caption1>}
      </span>
    </a>
  );
};
