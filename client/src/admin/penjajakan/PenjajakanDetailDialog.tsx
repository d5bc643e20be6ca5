import { Link } from '@fluentui/react-components';
import { DetailList } from '../../ui/DetailList';
import { FormDialog } from '../../ui/FormDialog';
import { formatWaktu } from '../../ui/dates';
import type { PenjajakanRow } from './penjajakanForm';
import { PenjajakanStatusBadge } from './status';
import { TkksdSection } from '../tkksd/TkksdPanel';

export const PenjajakanDetailDialog = ({ row, onClose }: { row: PenjajakanRow; onClose: () => void }) => (
  <FormDialog open title="Detail Penjajakan" onClose={onClose}>
    <DetailList
      rows={[
        { label: 'No. Penjajakan', value: row.noPenjajagan },
        { label: 'Nama', value: row.namaPengaju },
        { label: 'Judul', value: row.judul },
        { label: 'Deskripsi', value: <span style={{ whiteSpace: 'pre-wrap' }}>{row.deskripsi}</span> },
        { label: 'Status', value: <PenjajakanStatusBadge status={row.idStatus} text={row.statusText} /> },
        { label: 'Tanggal Diajukan', value: formatWaktu(row.tglInput) },
        {
          label: 'File',
          value:
            row.fileUrl && row.namaFile ? (
              <Link href={row.fileUrl} target="_blank" rel="noopener noreferrer">
                {row.namaFile}
              </Link>
            ) : null,
        },
      ]}
    />
    <TkksdSection idPenjajagan={row.idPenjajagan} />
  </FormDialog>
);
