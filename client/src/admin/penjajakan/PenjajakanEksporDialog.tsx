import { useState } from 'react';
import { Field, Radio, RadioGroup, makeStyles } from '@fluentui/react-components';
import { useApolloClient } from '@apollo/client/react';
import { penjajaganLaporanSchema } from '@rules/penjajagan';
import { type LaporanFormat, PenjajaganLaporanLinkDocument } from '../../generated/graphql';
import { errorMessage } from '../../apollo/errors';
import { FormDialog } from '../../ui/FormDialog';
import { useFieldErrors } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/toast';
import { STATUS_OPTIONS } from './status';
import { OptionsSelect } from '../../ui/OptionsSelect';
import { DateInput } from '../../ui/DateInput';
import { twoColumnGrid } from '../../ui/sharedStyles';

const useStyles = makeStyles({
  grid: twoColumnGrid,
});

export interface EksporFilters {
  judul: string;
  status: string;
}

export interface PenjajakanEksporDialogProps {
  /** The list's applied filters narrow the report too. */
  filters: EksporFilters;
  onClose: () => void;
}

/**
 * Ekspor Data (levels 1, 99): a date range (required), status and judul, PDF or XLSX. Opens the signed
 * report link in a new tab; the tab is opened on the click itself so that popup blockers allow it.
 */
export const PenjajakanEksporDialog = ({ filters, onClose }: PenjajakanEksporDialogProps) => {
  const styles = useStyles();
  const client = useApolloClient();
  const notify = useNotify();
  const errors = useFieldErrors();
  const [tanggalDari, setDari] = useState('');
  const [tanggalSampai, setSampai] = useState('');
  const [status, setStatus] = useState(filters.status);
  const [format, setFormat] = useState<LaporanFormat>('PDF');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const filter = {
      tanggalDari,
      tanggalSampai,
      status: status === '' ? null : Number(status),
      judul: filters.judul.trim() || null,
    };
    if (!errors.fromZod(penjajaganLaporanSchema.safeParse(filter))) return;
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const { data } = await client.query({
        query: PenjajaganLaporanLinkDocument,
        variables: { filter, format },
        fetchPolicy: 'no-cache',
        context: { silent: true },
      });
      const link = data?.penjajaganLaporanLink;
      if (!link) throw new Error('Error');
      if (tab) {
        tab.opener = null;
        tab.location.href = link;
      } else window.location.assign(link);
      onClose();
    } catch (error) {
      tab?.close();
      if (!errors.fromGraphQL(error)) notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open title="Ekspor Data Penjajakan" onClose={onClose} onSubmit={submit} submitLabel="Ekspor" submitting={busy}>
      <div className={styles.grid}>
        <Field label="Tgl. Dari" required {...errors.field('tanggalDari')}>
          <DateInput
            value={tanggalDari}
            onChange={(v) => {
              setDari(v);
              errors.clear('tanggalDari');
            }}
          />
        </Field>
        <Field label="Tgl. Sampai" required {...errors.field('tanggalSampai')}>
          <DateInput
            value={tanggalSampai}
            min={tanggalDari || undefined}
            onChange={(v) => {
              setSampai(v);
              errors.clear('tanggalSampai');
            }}
          />
        </Field>
        <Field label="Status">
          <OptionsSelect value={status} onChange={(v) => setStatus(v)} empty="Semua" options={STATUS_OPTIONS} />
        </Field>
        <Field label="Format">
          <RadioGroup layout="horizontal" value={format} onChange={(_, d) => setFormat(d.value as LaporanFormat)}>
            <Radio value="PDF" label="PDF" />
            <Radio value="XLSX" label="XLSX" />
          </RadioGroup>
        </Field>
      </div>
    </FormDialog>
  );
};
