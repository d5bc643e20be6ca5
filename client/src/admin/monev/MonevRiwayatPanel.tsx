import { useState } from 'react';
import { Button, Caption1, MessageBar, MessageBarBody, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, AttachRegular } from '@fluentui/react-icons';
import { can } from '@rules/policy';
import type { RequestContext } from '../../apollo/links';
import type { MonevRiwayatQuery } from '../../generated/graphql';
import { useMonevRiwayatQuery } from '../../generated/hooks';
import { formatTanggal, formatWaktu } from '../../ui/dates';
import { formatRupiah } from '../kerjasama/format';
import type { Kind } from '../kerjasama/kind';
import { useActor } from '../pengguna/currentUser';
import { BuktiList, TambahBuktiDialog } from './BuktiMonev';
import { LaporMonevDialog } from './MonevDialogs';

type Periode = MonevRiwayatQuery['monevRiwayat']['periode'][number];
type Laporan = Periode['laporan'][number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    overflowWrap: 'anywhere',
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

const persen = (n: number) => `${n.toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`;

type DialogTarget = { kind: 'lapor'; periode: number } | { kind: 'bukti'; idLaporan: number };
type Dialog = DialogTarget & { key: number };

/**
 * Riwayat Monev of an agreement or contract (issue 19), on its detail and on the partner's Kerja Sama Saya:
 * every started period with each version of the implementation reports (and their evidence) and of the
 * evaluations. "Isi Laporan" and "Tambah Bukti" for those the server lets file (the row rules decide
 * there: this panel shows only when the history could be read, i.e. for admins, the linked agency and the
 * record's partner).
 */
export const MonevRiwayatPanel = ({ kind, id, judul }: { kind: Kind; id: number; judul: string }) => {
  const styles = useStyles();
  const actor = useActor();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const { data, refetch } = useMonevRiwayatQuery({
    variables: kind === 'mou' ? { idMou: id } : { idPks: id },
    fetchPolicy: 'cache-and-network',
    context: { silent: true } satisfies RequestContext,
  });
  const r = data?.monevRiwayat;
  const filed = r?.periode.some((p) => p.laporan.length > 0 || p.evaluasi.length > 0);
  if (!r || (!r.terbuka && !filed)) return null;

  const mayLapor = r.terbuka && can(actor, 'monev:lapor');
  // The history was readable, so the record is the actor's to file on: only the report's side is left to decide.
  const mayBukti = (l: Laporan) => can(actor, 'monev:bukti', { skpdTerkait: true, milikMitra: true, pelapor: l.pelapor });
  const show = (d: DialogTarget) => {
    setDialog({ ...d, key: Date.now() });
    setOpen(true);
  };
  const done = () => {
    setOpen(false);
    void refetch();
  };

  return (
    <section className={styles.root} aria-label="Monitoring dan Evaluasi">
      <Subtitle2>Monitoring &amp; Evaluasi</Subtitle2>
      {r.dihentikan && (
        <MessageBar intent="warning">
          <MessageBarBody>Evaluasi merekomendasikan Hentikan: kerja sama ini menunggu tindak lanjut Admin.</MessageBarBody>
        </MessageBar>
      )}
      {r.periode.length === 0 ? (
        <Text className={styles.muted}>Belum ada periode evaluasi yang berjalan.</Text>
      ) : (
        <ol className={styles.list}>
          {r.periode.map((p) => (
            <li key={p.periode} className={styles.root} aria-label={`Periode ${p.periode}`}>
              <div className={styles.head}>
                <Text weight="semibold">
                  Periode {p.periode} ({formatTanggal(p.mulai)} – {formatTanggal(p.jatuhTempo)})
                </Text>
                {mayLapor && (
                  <Button size="small" icon={<AddRegular />} onClick={() => show({ kind: 'lapor', periode: p.periode })}>
                    Isi Laporan
                  </Button>
                )}
              </div>
              {p.laporan.length === 0 && p.evaluasi.length === 0 && <Caption1 className={styles.muted}>Belum ada laporan atau evaluasi.</Caption1>}
              {p.laporan.map((l) => (
                <div key={l.idLaporan} className={styles.entry} role="group" aria-label={`Laporan ${l.pelaporText} versi ${l.versi}`}>
                  <Text weight="semibold">
                    Laporan {l.pelaporText} · versi {l.versi}
                  </Text>
                  <Text>Kegiatan: {l.kegiatan}</Text>
                  <Text>
                    Target: {l.target} · Capaian: {l.capaian} ({persen(l.persentase)})
                  </Text>
                  <Text>Nilai realisasi: {formatRupiah(l.nilaiRealisasi)}</Text>
                  {l.kendala && <Text>Kendala: {l.kendala}</Text>}
                  {l.tindakLanjut && <Text>Tindak lanjut: {l.tindakLanjut}</Text>}
                  <BuktiList items={l.bukti} />
                  {mayLapor && mayBukti(l) && (
                    <div>
                      <Button size="small" appearance="subtle" icon={<AttachRegular />} onClick={() => show({ kind: 'bukti', idLaporan: l.idLaporan })}>
                        Tambah Bukti
                      </Button>
                    </div>
                  )}
                  <Caption1 className={styles.muted}>
                    {l.namaUser}, {formatWaktu(l.createdAt)}
                  </Caption1>
                </div>
              ))}
              {p.evaluasi.map((e) => (
                <div key={e.idEvaluasi} className={styles.entry} role="group" aria-label={`Evaluasi versi ${e.versi}`}>
                  <Text weight="semibold">
                    Evaluasi · versi {e.versi}: {e.rekomendasiText}
                  </Text>
                  <Text>
                    Manfaat {e.nilaiManfaat} · Komitmen mitra {e.nilaiKomitmen} · Pelaksanaan {e.nilaiPelaksanaan}
                  </Text>
                  {e.catatan && <Text>Catatan: {e.catatan}</Text>}
                  <Caption1 className={styles.muted}>
                    {e.namaUser}, {formatWaktu(e.createdAt)}
                  </Caption1>
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
      {dialog?.kind === 'lapor' && (
        <LaporMonevDialog key={dialog.key} open={open} sasaran={{ jenis: kind, idRecord: id, judul, periode: dialog.periode }} onClose={() => setOpen(false)} onDone={done} />
      )}
      {dialog?.kind === 'bukti' && <TambahBuktiDialog key={dialog.key} open={open} idLaporan={dialog.idLaporan} onClose={() => setOpen(false)} onUploaded={done} />}
    </section>
  );
};
