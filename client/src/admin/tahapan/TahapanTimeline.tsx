import { Badge, Caption1, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TahapanLogEntryFragment } from '../../generated/graphql';
import { formatTanggal, formatWaktu } from '../../ui/dates';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    paddingLeft: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  wrap: { overflowWrap: 'anywhere' },
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The timeline of an agreement or contract: each move, who made it, when, its note and documents. */
export const TahapanTimeline = ({ items }: { items: readonly TahapanLogEntryFragment[] }) => {
  const styles = useStyles();
  if (!items.length) return <Text className={styles.muted}>Belum ada perubahan tahapan.</Text>;
  return (
    <ol className={styles.list} aria-label="Riwayat tahapan">
      {items.map((l) => (
        <li key={l.idLog} className={styles.item}>
          <div className={styles.head}>
            <Text weight="semibold">{l.keText}</Text>
            {l.manual && <Badge appearance="outline" size="small">Status diubah langsung</Badge>}
            {/* the partner's view has the line without its internal note (catatan null): nothing to mark */}
            {l.internal && l.catatan !== null && (
              <Badge appearance="outline" size="small" color="warning">
                Internal
              </Badge>
            )}
          </div>
          <Caption1 className={styles.muted}>
            {formatWaktu(l.waktu)} · {l.namaAktor} ({l.levelAktor}
            {l.skpdAktor ? `, ${l.skpdAktor}` : ''})
          </Caption1>
          {l.nomorSurat && (
            <Text className={styles.wrap}>
              Surat DPRD {l.nomorSurat}
              {l.tanggalSurat ? ` tanggal ${formatTanggal(l.tanggalSurat)}` : ''}
            </Text>
          )}
          {l.tanggalTtd && <Text>Ditandatangani {formatTanggal(l.tanggalTtd)}</Text>}
          {l.perubahanTanda.map((t) => (
            <Text key={t} weight="semibold">
              {t}
            </Text>
          ))}
          {l.catatan && <Text className={styles.wrap}>{l.catatan}</Text>}
          {l.dokumen.length > 0 && (
            <div className={styles.files}>
              {l.dokumen.map((d) => (
                <Link key={d.idFile} href={d.url} target="_blank" rel="noopener noreferrer" className={styles.wrap}>
                  {d.namaFile}
                </Link>
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
};
