import { useState } from 'react';
import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import { REKOMENDASI } from '@rules/monev';
import { useEvaluasiMonevMutation, useLaporMonevMutation } from '../../generated/hooks';
import { parseAngka } from '../../ui/angka';
import { FormDialog } from '../../ui/FormDialog';
import { UploadProgressBar } from '../../ui/upload';
import { BuktiPicker, buktiMessage, useUnggahBukti } from './BuktiMonev';
import { graphQLFieldMessages } from '../../ui/fieldErrors';
import { notify } from '../../ui/toast';
import { PromptOption } from '../../ui/PromptOption';

/** The period of a record a form is filed for. */
export interface MonevSasaran {
  jenis: string;
  idRecord: number;
  judul: string;
  periode: number;
}

type Errors = Record<string, string>;

const target = (s: MonevSasaran) => (s.jenis === 'mou' ? { idMou: s.idRecord } : { idPks: s.idRecord });
const num = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')));

const useSubmit = (onDone: () => void, success: string) => {
  const [errors, setErrors] = useState<Errors>({});
  const run = async (send: () => Promise<unknown>) => {
    setErrors({});
    try {
      await send();
      notify.success(success);
      onDone();
    } catch (err) {
      const fields = graphQLFieldMessages(err);
      if (fields) setErrors(fields);
      else notify.error(err instanceof Error ? err.message : 'Gagal menyimpan');
    }
  };
  const state = (name: string) => ({ validationMessage: errors[name], validationState: errors[name] ? ('error' as const) : ('none' as const) });
  return { run, state, refuse: setErrors };
};

/**
 * Laporan Pelaksanaan: the implementation report for one period, by the linked agency, an admin or the
 * record's partner, with its evidence (documents and photos), sent one by one once the report is stored.
 */
export const LaporMonevDialog = ({ sasaran, onClose, onDone, open }: { sasaran: MonevSasaran; onClose: () => void; onDone: () => void; open?: boolean }) => {
  const [lapor, { loading }] = useLaporMonevMutation();
  const unggah = useUnggahBukti();
  const { run, state, refuse } = useSubmit(onDone, 'Laporan pelaksanaan tersimpan');
  const [v, setV] = useState({ kegiatan: '', target: '', capaian: '', persentase: '', nilaiRealisasi: '', kendala: '', tindakLanjut: '' });
  const [bukti, setBukti] = useState<File[]>([]);
  const [buktiError, setBuktiError] = useState<string>();
  const set = (k: keyof typeof v) => (_: unknown, d: { value: string }) => setV((old) => ({ ...old, [k]: d.value }));
  const submit = () => {
    const message = buktiMessage(bukti);
    setBuktiError(message);
    if (message) return;
    // amounts as an Indonesian writes them ("1.500.000"); what is no number is refused here (NaN would travel as null)
    const persentase = parseAngka(v.persentase);
    const nilaiRealisasi = parseAngka(v.nilaiRealisasi);
    const invalid: Errors = {
      ...(Number.isNaN(persentase) ? { persentase: 'Persentase capaian tidak valid' } : {}),
      ...(Number.isNaN(nilaiRealisasi) ? { nilaiRealisasi: 'Nilai realisasi tidak valid' } : {}),
    };
    if (Object.keys(invalid).length) return refuse(invalid);
    return run(async () => {
      const { data } = await lapor({
        variables: { input: { ...target(sasaran), periode: sasaran.periode, ...v, persentase, nilaiRealisasi } },
      });
      if (data) await unggah.semua(data.laporMonev.idLaporan, bukti);
    });
  };
  return (
    <FormDialog
      open={open}
      title={`Laporan Pelaksanaan — ${sasaran.judul} (Periode ${sasaran.periode})`}
      onClose={() => {
        // a file still being sent is cancelled, and the rest are not sent (the report itself may be stored)
        unggah.batal();
        onClose();
      }}
      onSubmit={() => void submit()}
      submitting={loading || unggah.aktif}
      closeDisabled={unggah.processing}
    >
      <Field label="Kegiatan yang dilaksanakan" required {...state('kegiatan')}>
        <Textarea value={v.kegiatan} onChange={set('kegiatan')} />
      </Field>
      <Field label="Target" required {...state('target')}>
        <Input value={v.target} onChange={set('target')} />
      </Field>
      <Field label="Capaian" required {...state('capaian')}>
        <Input value={v.capaian} onChange={set('capaian')} />
      </Field>
      <Field label="Persentase capaian (0–100)" required {...state('persentase')}>
        <Input inputMode="decimal" value={v.persentase} onChange={set('persentase')} />
      </Field>
      <Field label="Nilai realisasi (Rp)" required {...state('nilaiRealisasi')}>
        <Input inputMode="decimal" value={v.nilaiRealisasi} onChange={set('nilaiRealisasi')} />
      </Field>
      <Field label="Kendala" {...state('kendala')}>
        <Textarea value={v.kendala} onChange={set('kendala')} />
      </Field>
      <Field label="Tindak lanjut" {...state('tindakLanjut')}>
        <Textarea value={v.tindakLanjut} onChange={set('tindakLanjut')} />
      </Field>
      <BuktiPicker
        files={bukti}
        error={buktiError}
        disabled={unggah.aktif}
        onChange={(files) => {
          setBukti(files);
          setBuktiError(buktiMessage(files));
        }}
      />
      <UploadProgressBar {...unggah.bar} />
    </FormDialog>
  );
};

const RATINGS = ['1', '2', '3', '4', '5'];

/** Evaluasi: the admins' ratings and recommendation for one period; Hentikan opens a follow-up. */
export const EvaluasiMonevDialog = ({ sasaran, onClose, onDone }: { sasaran: MonevSasaran; onClose: () => void; onDone: () => void }) => {
  const [evaluasi, { loading }] = useEvaluasiMonevMutation();
  const { run, state } = useSubmit(onDone, 'Evaluasi tersimpan');
  const [v, setV] = useState({ nilaiManfaat: '', nilaiKomitmen: '', nilaiPelaksanaan: '', rekomendasi: '', catatan: '' });
  const set = (k: keyof typeof v) => (_: unknown, d: { value: string }) => setV((old) => ({ ...old, [k]: d.value }));
  const rating = (k: 'nilaiManfaat' | 'nilaiKomitmen' | 'nilaiPelaksanaan', label: string) => (
    <Field label={label} required {...state(k)}>
      <Select value={v[k]} onChange={set(k)}>
        <PromptOption>Pilih nilai</PromptOption>
        {RATINGS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </Select>
    </Field>
  );
  const submit = () =>
    run(() =>
      evaluasi({
        variables: {
          input: {
            ...target(sasaran),
            periode: sasaran.periode,
            nilaiManfaat: num(v.nilaiManfaat),
            nilaiKomitmen: num(v.nilaiKomitmen),
            nilaiPelaksanaan: num(v.nilaiPelaksanaan),
            rekomendasi: v.rekomendasi || undefined,
            catatan: v.catatan,
          },
        },
      }),
    );
  return (
    <FormDialog title={`Evaluasi — ${sasaran.judul} (Periode ${sasaran.periode})`} onClose={onClose} onSubmit={() => void submit()} submitting={loading}>
      {rating('nilaiManfaat', 'Nilai manfaat (1–5)')}
      {rating('nilaiKomitmen', 'Nilai komitmen mitra (1–5)')}
      {rating('nilaiPelaksanaan', 'Nilai pelaksanaan (1–5)')}
      <Field label="Rekomendasi" required {...state('rekomendasi')}>
        <Select value={v.rekomendasi} onChange={set('rekomendasi')}>
          <PromptOption>Pilih rekomendasi</PromptOption>
          {Object.entries(REKOMENDASI).map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Catatan" {...state('catatan')}>
        <Textarea value={v.catatan} onChange={set('catatan')} />
      </Field>
    </FormDialog>
  );
};
