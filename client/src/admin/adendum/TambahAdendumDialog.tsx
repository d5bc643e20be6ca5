import { useState } from 'react';
import { Field, Input, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ADENDUM_MAX } from '@rules/adendum';
import type { JenisKerjasama } from '../../generated/graphql';
import { useTambahAdendumMutation } from '../../generated/hooks';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { useFieldErrors } from '../../ui/fieldErrors';
import { DOCUMENT_UPLOAD, UploadField, UploadProgressBar, uploadFieldProps, useUploadField, useUploadProgress } from '../../ui/upload';
import { parseNilai } from '../kerjasama/formValues';
import { sisaKarakter } from '../../ui/sisaKarakter';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  grow: { flex: '1 1 220px', minWidth: 0 },
});

const TEXTS = [
  ['namaTtd', 'Pihak Kesatu baru'],
  ['jabatanTtd', 'Jabatan Pihak Kesatu baru'],
  ['namaTtdMitra', 'Pihak Kedua baru'],
  ['jabatanTtdMitra', 'Jabatan Pihak Kedua baru'],
] as const;
const SHOWN = ['nomor', 'tanggal', 'tglBerakhir', 'nilai', 'deskripsi', 'namaTtd', 'jabatanTtd', 'namaTtdMitra', 'jabatanTtdMitra', 'perubahan', 'catatan', 'dokumen'] as const;

/** "Tambah Adendum": its number, date and document, and only the values it changes (empty: unchanged). */
export const TambahAdendumDialog = ({ jenis, id, onClose, onSaved }: { jenis: JenisKerjasama; id: number; onClose: () => void; onSaved: () => void }) => {
  const styles = useStyles();
  const [v, setV] = useState<Record<(typeof SHOWN)[number], string>>(Object.fromEntries(SHOWN.map((k) => [k, ''])) as Record<(typeof SHOWN)[number], string>);
  const file = useUploadField();
  const progress = useUploadProgress();
  const fields = useFieldErrors();
  const [tambah] = useTambahAdendumMutation();
  const set = (k: keyof typeof v) => (value: string) => {
    setV((p) => ({ ...p, [k]: value }));
    fields.clear(k);
  };
  const opt = (s: string) => (s.trim() ? s.trim() : null);

  const nilai = v.nilai.trim() ? parseNilai(v.nilai) : null;
  const send = () =>
    progress.run((context) =>
      tambah({
        variables: {
          input: {
            jenis,
            id,
            nomor: v.nomor,
            tanggal: v.tanggal,
            catatan: v.catatan,
            tglBerakhir: opt(v.tglBerakhir),
            nilai: nilai ?? null,
            deskripsi: opt(v.deskripsi),
            ...Object.fromEntries(TEXTS.map(([k]) => [k, opt(v[k])])),
          },
          dokumen: file.file,
        },
        context,
      }),
    );
  // "1.500.000" as an Indonesian writes it; what is no number is refused here (it would travel as null)
  const submit = () => (Number.isNaN(nilai) ? fields.set({ nilai: 'Nilai tidak valid' }) : fields.save(send, SHOWN, onSaved));

  return (
    <FormDialog title="Tambah Adendum" {...progress.dialogProps(onClose)} onSubmit={submit}>
      <div className={styles.row}>
        <Field className={styles.grow} label="Nomor adendum" required {...fields.field('nomor')}>
          <Input value={v.nomor} maxLength={ADENDUM_MAX.nomor} onChange={(_, d) => set('nomor')(d.value)} />
        </Field>
        <Field className={styles.grow} label="Tanggal adendum" required {...fields.field('tanggal')}>
          <DateInput value={v.tanggal} onChange={set('tanggal')} />
        </Field>
      </div>
      <Field hint="Isi hanya nilai yang diubah" {...fields.field('perubahan')}>
        <div className={styles.row}>
          <Field className={styles.grow} label="Tanggal Berakhir baru" {...fields.field('tglBerakhir')}>
            <DateInput value={v.tglBerakhir} onChange={set('tglBerakhir')} />
          </Field>
          <Field className={styles.grow} label="Nilai baru" {...fields.field('nilai')}>
            <Input inputMode="decimal" value={v.nilai} onChange={(_, d) => set('nilai')(d.value)} />
          </Field>
        </div>
      </Field>
      <Field label="Ruang Lingkup baru" {...fields.field('deskripsi')}>
        <Textarea value={v.deskripsi} maxLength={ADENDUM_MAX.deskripsi} onChange={(_, d) => set('deskripsi')(d.value)} resize="vertical" />
      </Field>
      <div className={styles.row}>
        {TEXTS.map(([k, label]) => (
          <Field key={k} className={styles.grow} label={label} {...fields.field(k)}>
            <Input value={v[k]} maxLength={ADENDUM_MAX.nama} onChange={(_, d) => set(k)(d.value)} />
          </Field>
        ))}
      </div>
      <Field label="Catatan" hint={sisaKarakter(v.catatan, ADENDUM_MAX.catatan)} {...fields.field('catatan')}>
        <Textarea value={v.catatan} maxLength={ADENDUM_MAX.catatan} onChange={(_, d) => set('catatan')(d.value)} resize="vertical" />
      </Field>
      <UploadField
        label="Dokumen adendum"
        rule={DOCUMENT_UPLOAD}
        {...uploadFieldProps(file, fields, 'dokumen')}
        disabled={progress.uploading}
      />
      <UploadProgressBar {...progress} />
    </FormDialog>
  );
};
