import { useState } from 'react';
import { Button, Link, Spinner } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useKesepakatanByIdQuery } from '../../generated/hooks';
import { DetailList } from '../../ui/DetailList';
import { FormDialog } from '../../ui/FormDialog';
import { formatTanggal } from '../../ui/dates';
import { formatRupiah } from './format';
import { MouStatusBadge } from './status';
import { TahapanPanel } from '../tahapan/TahapanPanel';
import { AdendumPanel } from '../adendum/AdendumPanel';
import { MonevRiwayatPanel } from '../monev/MonevRiwayatPanel';

/**
 * Detail Kesepakatan (SPEC §2.3). The old agreement is a link that shows that agreement in the same
 * dialog, so the renewal chain can be followed (and walked back).
 */
export const MouDetailDialog = ({ idMou, onClose }: { idMou: number; onClose: () => void }) => {
  const [trail, setTrail] = useState<number[]>([idMou]);
  const current = trail[trail.length - 1];
  const { data, loading } = useKesepakatanByIdQuery({ variables: { idMou: current }, fetchPolicy: 'cache-and-network' });
  const m = data?.mou.idMou === current ? data.mou : undefined;

  return (
    <FormDialog open title="Detail Kesepakatan" onClose={onClose}>
      {trail.length > 1 && (
        <div>
          <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => setTrail((t) => t.slice(0, -1))}>
            Kembali
          </Button>
        </div>
      )}
      {!m ? (
        loading ? <Spinner label="Memuat..." /> : null
      ) : (
        <DetailList
          rows={[
            { label: 'Mitra', value: m.mitra },
            { label: 'Akun Mitra', value: m.akunMitra.nama },
            { label: 'Tanggal Mulai', value: formatTanggal(m.tglMulai) },
            { label: 'Tanggal Berakhir', value: formatTanggal(m.tglBerakhir) },
            { label: 'Tanggal Data Diinput', value: formatTanggal(m.tglInput) },
            { label: 'Judul Kesepakatan', value: m.judul },
            { label: 'Tentang', value: m.keterangan },
            { label: 'Ruang Lingkup', value: m.deskripsi },
            { label: 'No. Kontrak', value: m.noKontrak },
            { label: 'No. Mitra', value: m.noMitra },
            { label: 'Nilai', value: formatRupiah(m.nilai) },
            { label: 'No. Penjajakan', value: m.noPenjajagan },
            {
              label: 'Kesepakatan Lama',
              value:
                m.idMouLama && m.noKontrakMouLama ? (
                  <Link as="button" onClick={() => setTrail((t) => [...t, m.idMouLama!])}>
                    {m.noKontrakMouLama}
                  </Link>
                ) : null,
            },
            { label: 'Pihak Kesatu', value: m.namaTtd },
            { label: 'Jabatan Pihak Kesatu', value: m.jabatanTtd },
            { label: 'Pihak Kedua', value: m.namaTtdMitra },
            { label: 'Jabatan Pihak Kedua', value: m.jabatanTtdMitra },
            { label: 'Status', value: <MouStatusBadge status={m.idStatus} text={m.statusText} /> },
          ]}
        />
      )}
      {m && <TahapanPanel kind="mou" id={current} />}
      {m && <AdendumPanel kind="mou" id={current} />}
      {m && <MonevRiwayatPanel kind="mou" id={current} judul={m.judul} />}
    </FormDialog>
  );
};
