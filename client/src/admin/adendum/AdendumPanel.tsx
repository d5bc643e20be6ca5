import { useState } from 'react';
import { Button, Caption1, Link, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { ADENDUM_MESSAGES, bolehAdendum } from '@rules/adendum';
import { can } from '@rules/policy';
import { useKesepakatanAdendumQuery, useKesepakatanTahapanQuery, usePerjanjianAdendumQuery, usePerjanjianTahapanQuery } from '../../generated/hooks';
import { formatTanggal, formatWaktu } from '../../ui/dates';
import type { Kind } from '../kerjasama/kind';
import { useActor } from '../pengguna/currentUser';
import { TambahAdendumDialog } from './TambahAdendumDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The addenda of an agreement or contract (old → new values, document), and "Tambah Adendum" for admins, open
 * while the record is in Pelaksanaan (its stage read from the query the Tahapan panel keeps fresh).
 */
export const AdendumPanel = ({ kind, id }: { kind: Kind; id: number }) => {
  const styles = useStyles();
  const actor = useActor();
  const [open, setOpen] = useState(false);
  const mou = useKesepakatanAdendumQuery({ variables: { idMou: id }, skip: kind !== 'mou', fetchPolicy: 'cache-and-network' });
  const pks = usePerjanjianAdendumQuery({ variables: { idPks: id }, skip: kind !== 'pks', fetchPolicy: 'cache-and-network' });
  const items = (kind === 'mou' ? mou.data?.mou.adendum : pks.data?.pks.adendum) ?? [];
  const tahapanMou = useKesepakatanTahapanQuery({ variables: { idMou: id }, skip: kind !== 'mou' });
  const tahapanPks = usePerjanjianTahapanQuery({ variables: { idPks: id }, skip: kind !== 'pks' });
  const tahapan = kind === 'mou' ? tahapanMou.data?.mou.tahapan.tahapan : tahapanPks.data?.pks.tahapan.tahapan;
  const boleh = bolehAdendum(tahapan);
  return (
    <section className={styles.root} aria-label="Adendum">
      <div className={styles.head}>
        <Subtitle2>Adendum</Subtitle2>
        {can(actor, 'adendum:write') && (
          <Button icon={<AddRegular />} disabled={!boleh} onClick={() => setOpen(true)}>
            Tambah Adendum
          </Button>
        )}
      </div>
      {can(actor, 'adendum:write') && tahapan && !boleh && <Caption1 className={styles.muted}>{ADENDUM_MESSAGES.bukanPelaksanaan}.</Caption1>}
      {items.length === 0 ? (
        <Text className={styles.muted}>Belum ada adendum.</Text>
      ) : (
        <ol className={styles.list}>
          {items.map((a) => (
            <li key={a.idAdendum} className={styles.item}>
              <Text weight="semibold">
                {a.nomor} · {formatTanggal(a.tanggal)}
              </Text>
              {a.perubahan.map((p) => (
                <Text key={p.field}>
                  {p.label}: {p.lama} → {p.baru}
                </Text>
              ))}
              {a.catatan && <Text>{a.catatan}</Text>}
              {a.dokumen.map((d) => (
                <Link key={d.idFile} href={d.url} target="_blank" rel="noopener noreferrer">
                  {d.namaFile}
                </Link>
              ))}
              <Caption1 className={styles.muted}>
                {a.namaAktor}, {formatWaktu(a.waktu)}
              </Caption1>
            </li>
          ))}
        </ol>
      )}
      {open && (
        <TambahAdendumDialog
          jenis={kind === 'mou' ? 'MOU' : 'PKS'}
          id={id}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            void (kind === 'mou' ? mou.refetch() : pks.refetch());
          }}
        />
      )}
    </section>
  );
};
