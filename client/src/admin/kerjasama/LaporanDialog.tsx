import { useState } from 'react';
import { Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { laporanSchema } from '@rules/mou';
import { errorMessage, fieldErrorsOf } from '../../apollo/errors';
import type { RequestContext } from '../../apollo/links';
import type { LaporanFormat } from '../../generated/graphql';
import { useKesepakatanLaporanLinkMutation, usePerjanjianLaporanLinkMutation } from '../../generated/hooks';
import { FormDialog } from '../../ui/FormDialog';
import { zodFieldMessages } from '../../ui/fieldErrors';
import { useNotify } from '../../ui/toast';
import { KIND_TEXT, type Kind } from './kind';
import { MOU_STATUS_OPTIONS } from './status';
import { OptionsSelect } from '../../ui/OptionsSelect';
import { DateInput } from '../../ui/DateInput';

const useStyles = makeStyles({
  range: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  date: { flex: '1 1 160px', minWidth: 0 },
});

const SILENT = { silent: true } satisfies RequestContext;

export interface LaporanDialogProps {
  kind: Kind;
  /** The list's current filters, offered as the report's. */
  judul?: string;
  status?: number | null;
  onClose: () => void;
}

/**
 * Ekspor (SPEC §2.3, §5): a required date range (yyyy-MM-dd), optional status and judul, PDF or XLSX. The
 * server answers with a short-lived signed link, opened in a new window.
 */
export const LaporanDialog = ({ kind, judul = '', status = null, onClose }: LaporanDialogProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const [values, setValues] = useState({ tanggalDari: '', tanggalSampai: '', status: status ? String(status) : '', judul });
  const [format, setFormat] = useState<LaporanFormat>('PDF');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mouLink, mouState] = useKesepakatanLaporanLinkMutation();
  const [pksLink, pksState] = usePerjanjianLaporanLinkMutation();

  const set = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };

  const submit = async () => {
    const checked = laporanSchema.safeParse({ ...values, status: values.status ? Number(values.status) : null });
    if (!checked.success) {
      setErrors(zodFieldMessages(checked));
      return;
    }
    // Opened before the request so the browser treats it as the click's window, not a pop-up.
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    try {
      const filter = checked.data;
      const url =
        kind === 'mou'
          ? (await mouLink({ variables: { filter, format }, context: SILENT })).data?.mouLaporanLink
          : (await pksLink({ variables: { filter, format }, context: SILENT })).data?.pksLaporanLink;
      if (!url) throw new Error('Error');
      if (win) win.location.href = url;
      else window.open(url, '_blank', 'noopener');
      onClose();
    } catch (error) {
      win?.close();
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) setErrors(fields);
      else notify.error(errorMessage(error));
    }
  };

  const rangeMessage = errors.tanggalDari ?? errors.tanggalSampai;
  return (
    <FormDialog
      open
      title={`Ekspor Data ${KIND_TEXT[kind].entity}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Ekspor"
      submitting={mouState.loading || pksState.loading}
    >
      <Field
        label="Tgl. Dari - Tgl. Sampai"
        required
        validationMessage={rangeMessage}
        validationState={rangeMessage ? 'error' : 'none'}
        hint="Tanggal mulai kerja sama dalam periode ini"
      >
        <div className={styles.range}>
          <DateInput className={styles.date} aria-label="Tgl. Dari" value={values.tanggalDari} onChange={(v) => set('tanggalDari', v)} />
          <span aria-hidden>–</span>
          <DateInput
            className={styles.date}
            aria-label="Tgl. Sampai"
            value={values.tanggalSampai}
            min={values.tanggalDari || undefined}
            onChange={(v) => set('tanggalSampai', v)}
          />
        </div>
      </Field>
      <Field label="Status" validationMessage={errors.status}>
        <OptionsSelect value={values.status} onChange={(v) => set('status', v)} empty="Semua" options={MOU_STATUS_OPTIONS} />
      </Field>
      <Field label="Judul" validationMessage={errors.judul}>
        <Input value={values.judul} onChange={(_, d) => set('judul', d.value)} />
      </Field>
      <Field label="Format">
        <RadioGroup layout="horizontal" value={format} onChange={(_, d) => setFormat(d.value as LaporanFormat)}>
          <Radio value="PDF" label="PDF" />
          <Radio value="XLSX" label="Excel (XLSX)" />
        </RadioGroup>
      </Field>
    </FormDialog>
  );
};
