import { Badge, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PertimbanganEntryFragment } from '../../generated/graphql';
import { formatWaktu } from '../../ui/dates';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  wrap: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

const COLOR = { SETUJU: 'success', SETUJU_CATATAN: 'warning', TIDAK_SETUJU: 'danger' } as const;

/** Every reviewer asked, and their pertimbangan (or that it waits). */
export const PertimbanganList = ({ items }: { items: readonly PertimbanganEntryFragment[] }) => {
  const styles = useStyles();
  if (!items.length) return <Text className={styles.muted}>Belum ada peninjau yang diminta.</Text>;
  return (
    <ul className={styles.list} aria-label="Pertimbangan TKKSD">
      {items.map((p) => (
        <li key={p.id} className={styles.item}>
          <div className={styles.head}>
            <Text weight="semibold">{p.namaPeninjau}</Text>
            {p.skpd && <Caption1 className={styles.muted}>{p.skpd}</Caption1>}
            {p.pendapat ? (
              <Badge appearance="tint" color={COLOR[p.pendapat]}>
                {p.pendapatText}
              </Badge>
            ) : (
              <Badge appearance="outline">Menunggu</Badge>
            )}
          </div>
          {p.catatan && <Text className={styles.wrap}>{p.catatan}</Text>}
          <Caption1 className={styles.muted}>
            Diminta {formatWaktu(p.tglMinta)}
            {p.tglIsi ? ` · diisi ${formatWaktu(p.tglIsi)}` : ''}
          </Caption1>
        </li>
      ))}
    </ul>
  );
};
