import { Spinner } from '@fluentui/react-components';
import { usePerjanjianByIdQuery } from '../../generated/hooks';
import { DetailList } from '../../ui/DetailList';
import { FormDialog } from '../../ui/FormDialog';
import { formatTanggal } from '../../ui/dates';
import { formatRupiah } from './format';
import { MouStatusBadge } from './status';
import { TahapanPanel } from '../tahapan/TahapanPanel';
import { AdendumPanel } from '../adendum/AdendumPanel';
import { MonevRiwayatPanel } from '../monev/MonevRiwayatPanel';

/** Detail Perjanjian (SPEC §2.3 PKS admin screen, agreement mode is MouDetailDialog). */
export const PksDetailDialog = ({ idPks, onClose }: { idPks: number; onClose: () => void }) => {
  const { data, loading } = usePerjanjianByIdQuery({ variables: { idPks }, fetchPolicy: 'cache-and-network' });
  const p = data?.pks;
  return (
    <FormDialog open title="Detail Perjanjian" onClose={onClose}>
      {!p ? (
        loading ? <Spinner label="Memuat..." /> : null
      ) : (
        <DetailList
          rows={[
            { label: 'Kesepakatan', value: `${p.noKontrakMou} — ${p.judulMou}` },
            { label: 'Mitra', value: p.mitra },
            { label: 'Tanggal Mulai', value: formatTanggal(p.tglMulai) },
            { label: 'Tanggal Berakhir', value: formatTanggal(p.tglBerakhir) },
            { label: 'Tanggal Data Diinput', value: formatTanggal(p.tglInput) },
            { label: 'Judul Perjanjian', value: p.judul },
            { label: 'Tentang', value: p.keterangan },
            { label: 'Ruang Lingkup', value: p.deskripsi },
            { label: 'No. Kontrak', value: p.noKontrak },
            { label: 'No. Mitra', value: p.noMitra },
            { label: 'Nilai', value: formatRupiah(p.nilai) },
            { label: 'Pihak Kesatu', value: p.namaTtd },
            { label: 'Jabatan Pihak Kesatu', value: p.jabatanTtd },
            { label: 'Pihak Kedua', value: p.namaTtdMitra },
            { label: 'Jabatan Pihak Kedua', value: p.jabatanTtdMitra },
            { label: 'Status', value: <MouStatusBadge status={p.idStatus} text={p.statusText} /> },
          ]}
        />
      )}
      {p && <TahapanPanel kind="pks" id={idPks} />}
      {p && <AdendumPanel kind="pks" id={idPks} />}
      {p && <MonevRiwayatPanel kind="pks" id={idPks} judul={p.judul} />}
    </FormDialog>
  );
};
