import { useLayoutEffect, useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowForwardRegular, ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { adminPath } from '../adminPaths';
import { can } from '@rules/policy';
import { useKesepakatanTahapanQuery, usePerjanjianTahapanQuery } from '../../generated/hooks';
import { formatTanggal } from '../../ui/dates';
import { useActor } from '../pengguna/currentUser';
import type { Kind } from '../kerjasama/kind';
import { TahapanBadge } from './TahapanBadge';
import { TahapanTimeline } from './TahapanTimeline';
import { UbahTahapanDialog } from './UbahTahapanDialog';
import { UnduhDrafMenu } from './UnduhDrafMenu';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
});

/** The stage of an agreement or contract with its timeline, and "Ubah Tahapan" for admins (issue 17). */
export const TahapanPanel = ({ kind, id }: { kind: Kind; id: number }) => {
  const styles = useStyles();
  const actor = useActor();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const mou = useKesepakatanTahapanQuery({ variables: { idMou: id }, skip: kind !== 'mou', fetchPolicy: 'cache-and-network' });
  const pks = usePerjanjianTahapanQuery({ variables: { idPks: id }, skip: kind !== 'pks', fetchPolicy: 'cache-and-network' });
  const record = kind === 'mou' ? mou.data?.mou : pks.data?.pks;
  const refetch = () => (kind === 'mou' ? mou.refetch() : pks.refetch());
  const bisaUbah = record !== undefined && can(actor, 'tahapan:write') && record.tahapan.bisaKe.length > 0;
  const region = useRef<HTMLElement>(null);
  const hadUbah = useRef(bisaUbah);
  useLayoutEffect(() => {
    // a move to a final stage took "Ubah Tahapan" away, and the focus it had got back: keep it in this panel
    if (hadUbah.current && !bisaUbah && document.activeElement === document.body) region.current?.focus();
    hadUbah.current = bisaUbah;
  }, [bisaUbah]);
  if (!record) return <Spinner size="tiny" label="Memuat tahapan..." />;
  const info = record.tahapan;

  return (
    <section ref={region} tabIndex={-1} className={styles.root} aria-label="Tahapan">
      <div className={styles.head}>
        <Subtitle2>Tahapan</Subtitle2>
        <TahapanBadge tahapan={info.tahapan} />
        {info.tglTtd && <span>ditandatangani {formatTanggal(info.tglTtd)}</span>}
        <span className={styles.grow} />
        {can(actor, 'draf:unduh') && <UnduhDrafMenu jenis={kind === 'mou' ? 'MOU' : 'PKS'} id={id} />}
        {kind === 'mou' && can(actor, 'mou:write') && (info.tahapan === 'PELAKSANAAN' || info.tahapan === 'BERAKHIR') && (
          <Button icon={<ArrowRepeatAllRegular />} onClick={() => navigate(`${adminPath('Create Kesepakatan')}?perpanjang=${id}`)}>
            Perpanjang
          </Button>
        )}
        {bisaUbah && (
          <Button icon={<ArrowForwardRegular />} onClick={() => setOpen(true)}>
            Ubah Tahapan
          </Button>
        )}
      </div>
      {(info.membebaniApbd || info.belumDianggarkan) && (
        <MessageBar intent="info">
          <MessageBarBody>
            {[info.membebaniApbd && 'Membebani APBD', info.belumDianggarkan && 'Belum dianggarkan'].filter(Boolean).join(', ')}: memerlukan
            Persetujuan DPRD.
          </MessageBarBody>
        </MessageBar>
      )}
      {info.peringatan && (
        <MessageBar intent="warning">
          <MessageBarBody>{info.peringatan}</MessageBarBody>
        </MessageBar>
      )}
      <TahapanTimeline items={record.timeline} />
      {open && (
        <UbahTahapanDialog
          jenis={kind === 'mou' ? 'MOU' : 'PKS'}
          id={id}
          info={info}
          dokumen={pks.data?.pks.dokumen}
          jabatanTtd={pks.data?.pks.jabatanTtd}
          perjanjianPelaksanaan={mou.data?.mou.perjanjianPelaksanaan}
          tglBerakhir={kind === 'mou' ? mou.data?.mou.tglBerakhir : pks.data?.pks.tglBerakhir}
          focusFallback={() => region.current}
          onClose={() => setOpen(false)}
          onStale={() => void refetch()}
          onSaved={() => {
            setOpen(false);
            void refetch();
          }}
        />
      )}
    </section>
  );
};
