import { useState } from 'react';
import { Caption1, Checkbox, Field, Input, MessageBar, MessageBarBody, Select, Textarea, makeStyles, tokens, useId } from '@fluentui/react-components';
import { hariDiKota } from '@rules/dates';
import { mouStatusText } from '@rules/mou';
import {
  AKHIR_TANPA_LANJUTAN,
  catatanTandaWajib,
  GERBANG,
  kepalaDaerah,
  perjanjianMasihBerjalan,
  perubahanTanda,
  STATUS_OF_TAHAPAN,
  TAHAPAN_MAX,
  TAHAPAN_MESSAGES,
  TAHAPAN_TEXT,
  TANDA,
  tahapanBerikut,
  tandaDihapus,
  type TahapanKode,
} from '@rules/tahapan';
import type { JenisKerjasama, TahapanInfoItemFragment } from '../../generated/graphql';
import { useUbahTahapanMutation } from '../../generated/hooks';
import { errorCode } from '../../apollo/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatTanggal } from '../../ui/dates';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { useFieldErrors } from '../../ui/fieldErrors';
import { useConfirm } from '../../ui/useConfirm';
import { DOCUMENT_UPLOAD, UploadField, UploadProgressBar, uploadFieldProps, useUploadField, useUploadProgress } from '../../ui/upload';
import { PromptOption } from '../../ui/PromptOption';
import { sisaKarakter } from '../../ui/sisaKarakter';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  grow: { flex: '1 1 220px', minWidth: 0 },
});

/** Stages before signing, where the budget flags (and so the DPRD branch) are still decided. */
const SEBELUM_TTD: readonly TahapanKode[] = ['DRAF', 'REVISI', 'PEMBAHASAN'];
const SHOWN = ['ke', 'dokumen', 'nomorSurat', 'tanggalSurat', 'tanggalTtd', 'catatan', 'idSuratKuasa', 'suratKuasa'] as const;
/** The stages that end a record, with their confirm button: never chosen by default, always confirmed. */
const AKHIR: Partial<Record<TahapanKode, string>> = { BERAKHIR: 'Akhiri', DIHENTIKAN: 'Hentikan' };
const TAHAPAN_KOSONG = 'Tahapan baru tidak boleh kosong';

export interface UbahTahapanDialogProps {
  jenis: JenisKerjasama;
  id: number;
  info: TahapanInfoItemFragment;
  /** A contract's documents, to choose the power of attorney from. */
  dokumen?: readonly { idFile: string; namaFile: string }[];
  /** A contract's signer position: anyone but the head of region signs on his behalf, with a surat kuasa. */
  jabatanTtd?: string;
  /** An agreement's contracts in Pelaksanaan: told before it is stopped or ended. */
  perjanjianPelaksanaan?: number;
  /** The record's end date: Berakhir is offered from then on (earlier is Dihentikan). */
  tglBerakhir?: string | null;
  onClose: () => void;
  onSaved: () => void;
  /** The move was refused because the record moved meanwhile: the panel reads its stage again. */
  onStale?: () => void;
  /** Where the focus goes on close when "Ubah Tahapan" is gone (the record reached a final stage). */
  focusFallback?: () => HTMLElement | null;
}

/** "Ubah Tahapan": the next stage, and what its gate asks for; the server decides (rules/tahapan.ts). */
export const UbahTahapanDialog = ({
  jenis,
  id,
  info,
  dokumen = [],
  jabatanTtd,
  perjanjianPelaksanaan = 0,
  tglBerakhir,
  onClose,
  onSaved,
  onStale,
  focusFallback,
}: UbahTahapanDialogProps) => {
  const styles = useStyles();
  const [flags, setFlags] = useState({ membebaniApbd: info.membebaniApbd, belumDianggarkan: info.belumDianggarkan });
  const aturTanda = SEBELUM_TTD.includes(info.tahapan);
  // unticking a ticked flag takes the record off the DPRD path: a recorded act that needs its reason
  const dihapus = aturTanda ? tandaDihapus(perubahanTanda(info, flags)) : [];
  // Berakhir is reaching the end date (the server refuses it earlier; ending earlier is Dihentikan)
  const belumBerakhir = !!tglBerakhir && tglBerakhir > hariDiKota(new Date());
  const pilihan = tahapanBerikut({ tahapan: info.tahapan, ...flags }).filter((t) => t !== 'BERAKHIR' || !belumBerakhir);
  const [stale, setStale] = useState(false);
  const kuasaAlasanId = useId('kuasa-alasan');
  // the next step forward is offered; ending the record (Berakhir, Dihentikan) is always the user's own choice
  const usul = pilihan[0] && !AKHIR[pilihan[0]] ? pilihan[0] : '';
  const [ke, setKe] = useState<TahapanKode | ''>(usul);
  // a signer who is not the head of region signs on his behalf: the server asks for the surat kuasa then, whatever is ticked
  const kuasaWajib = jenis === 'PKS' && jabatanTtd !== undefined && !kepalaDaerah(jabatanTtd);
  const [v, setV] = useState({ catatan: '', internal: false, nomorSurat: '', tanggalSurat: '', tanggalTtd: '', atasNama: kuasaWajib, idSuratKuasa: '' });
  const file = useUploadField();
  // a power of attorney not yet among the contract's documents is uploaded with the move (it joins them)
  const kuasaFile = useUploadField();
  const progress = useUploadProgress();
  const fields = useFieldErrors();
  const [ubah] = useUbahTahapanMutation();
  const confirm = useConfirm<TahapanKode>();
  const target = ke && pilihan.includes(ke) ? ke : usul;
  const gate = target ? (GERBANG[target] ?? {}) : {};
  const kuasa = jenis === 'PKS' && target === 'PELAKSANAAN';
  const atasNama = v.atasNama || kuasaWajib;
  const catatanWajib = gate.catatan === true || dihapus.length > 0;
  const berjalan = jenis === 'MOU' && !!target && AKHIR_TANPA_LANJUTAN.includes(target) && perjanjianPelaksanaan > 0;

  const set = (name: keyof typeof v) => (value: string | boolean) => {
    setV((prev) => ({ ...prev, [name]: value }));
    fields.clear(name);
  };

  const simpan = () =>
    fields.save(
      () =>
        progress
          .run((context) =>
          ubah({
            variables: {
              input: {
                jenis,
                id,
                ke: target as TahapanKode,
                versi: info.versi,
                catatan: v.catatan,
                internal: v.internal,
                ...(aturTanda ? flags : {}),
                ...(gate.suratDprd ? { nomorSurat: v.nomorSurat, tanggalSurat: v.tanggalSurat } : {}),
                ...(gate.tanggalTtd ? { tanggalTtd: v.tanggalTtd } : {}),
                ...(kuasa ? { atasNama, idSuratKuasa: atasNama && !kuasaFile.file ? v.idSuratKuasa : null } : {}),
              },
              dokumen: gate.dokumen ? file.file : null,
              suratKuasa: kuasa && atasNama ? kuasaFile.file : null,
            },
            context,
          }),
          )
          .catch((error: unknown) => {
            // moved in another session meanwhile: read the stage again, so the next Simpan starts from it
            if (errorCode(error) === 'CONFLICT') {
              setStale(true);
              onStale?.();
            }
            throw error;
          }),
      SHOWN,
      onSaved,
    );

  const submit = () => {
    const missing = {
      ...(!target && { ke: TAHAPAN_KOSONG }),
      // asked before the confirmation, not refused after it
      ...(catatanWajib && !v.catatan.trim() && { catatan: gate.catatan ? TAHAPAN_MESSAGES.catatan : catatanTandaWajib(dihapus) }),
      ...(kuasa && atasNama && kuasaFile.file && kuasaFile.error && { suratKuasa: kuasaFile.error }),
    };
    if (Object.keys(missing).length) fields.set(missing);
    else if (target && AKHIR[target]) confirm.ask(target);
    else void simpan();
  };

  const akhir = confirm.target ?? 'BERAKHIR';

  return (
    <>
      <FormDialog title="Ubah Tahapan" {...progress.dialogProps(onClose)} onSubmit={submit} focusFallback={focusFallback}>
        {stale && (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>Tahapan kerja sama ini baru saja diubah oleh pengguna lain; tahapan terbaru sudah dimuat. Periksa pilihan Anda, lalu simpan lagi.</MessageBarBody>
          </MessageBar>
        )}
        <Field
          label="Tahapan baru"
          required
          {...fields.field('ke')}
          hint={`Tahapan sekarang: ${TAHAPAN_TEXT[info.tahapan]}${belumBerakhir && info.tahapan === 'PELAKSANAAN' ? `. Berakhir dapat dipilih mulai ${formatTanggal(tglBerakhir)}; untuk mengakhiri lebih awal pilih Dihentikan.` : ''}`}
        >
          <Select
            value={target}
            onChange={(_, d) => {
              setKe(d.value as TahapanKode | '');
              fields.clear('ke');
            }}
          >
            {!usul && <PromptOption>Pilih tahapan</PromptOption>}
            {pilihan.map((t) => (
              <option key={t} value={t}>
                {TAHAPAN_TEXT[t]}
              </option>
            ))}
          </Select>
        </Field>
        {berjalan && (
          <MessageBar intent="warning">
            <MessageBarBody>{perjanjianMasihBerjalan(perjanjianPelaksanaan)}</MessageBarBody>
          </MessageBar>
        )}
        {aturTanda && (
          <div className={styles.row}>
            {(Object.keys(TANDA) as (keyof typeof TANDA)[]).map((t) => (
              <Checkbox
                key={t}
                label={TANDA[t]}
                checked={flags[t]}
                onChange={(_, d) => {
                  setFlags((f) => ({ ...f, [t]: d.checked === true }));
                  fields.clear('catatan');
                }}
              />
            ))}
          </div>
        )}
        {gate.suratDprd && (
          <div className={styles.row}>
            <Field className={styles.grow} label="Nomor surat persetujuan DPRD" required {...fields.field('nomorSurat')}>
              <Input value={v.nomorSurat} maxLength={TAHAPAN_MAX.nomorSurat} onChange={(_, d) => set('nomorSurat')(d.value)} />
            </Field>
            <Field className={styles.grow} label="Tanggal surat" required {...fields.field('tanggalSurat')}>
              <DateInput value={v.tanggalSurat} onChange={set('tanggalSurat')} />
            </Field>
          </div>
        )}
        {gate.tanggalTtd && (
          <Field label="Tanggal penandatanganan" required {...fields.field('tanggalTtd')}>
            <DateInput value={v.tanggalTtd} onChange={set('tanggalTtd')} />
          </Field>
        )}
        {gate.dokumen && (
          <UploadField
            label={gate.dokumen.label}
            rule={gate.dokumen.pdf ? { extensions: ['pdf'], maxMb: DOCUMENT_UPLOAD.maxMb } : DOCUMENT_UPLOAD}
            {...uploadFieldProps(file, fields, 'dokumen')}
            disabled={progress.uploading}
          />
        )}
        {kuasa && (
          <>
            <Checkbox
              label="Ditandatangani atas nama Wali Kota (dengan surat kuasa)"
              checked={atasNama}
              disabled={kuasaWajib}
              aria-describedby={kuasaWajib ? kuasaAlasanId : undefined}
              onChange={(_, d) => set('atasNama')(d.checked === true)}
            />
            {kuasaWajib && <Caption1 id={kuasaAlasanId}>Penandatangan ({jabatanTtd}) bukan Wali Kota: surat kuasa wajib dilampirkan.</Caption1>}
            {atasNama && (
              <Field
                label="Surat kuasa"
                required
                hint={kuasaFile.file ? 'Dipakai surat kuasa yang diunggah di bawah' : 'Pilih dari dokumen perjanjian ini, atau unggah yang baru di bawah'}
                {...fields.field('idSuratKuasa')}
              >
                <Select value={kuasaFile.file ? '' : v.idSuratKuasa} disabled={!!kuasaFile.file} onChange={(_, d) => set('idSuratKuasa')(d.value)}>
                  <PromptOption>Pilih dokumen</PromptOption>
                  {dokumen.map((d) => (
                    <option key={d.idFile} value={d.idFile}>
                      {d.namaFile}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            {atasNama && (
              <UploadField
                label="Unggah surat kuasa baru"
                required={false}
                rule={DOCUMENT_UPLOAD}
                hint={`Disimpan juga di dokumen perjanjian; ${DOCUMENT_UPLOAD.extensions.join(', ')}; maksimal ${DOCUMENT_UPLOAD.maxMb}MB`}
                file={kuasaFile.file}
                error={fields.errors.suratKuasa ?? kuasaFile.error}
                onChange={(f, e) => {
                  // optional: removing the file is no mistake
                  kuasaFile.onChange(f, f ? e : undefined);
                  fields.clear('suratKuasa');
                  fields.clear('idSuratKuasa');
                }}
                disabled={progress.uploading}
              />
            )}
          </>
        )}
        <Field
          label="Catatan"
          required={catatanWajib}
          hint={
            sisaKarakter(v.catatan, TAHAPAN_MAX.catatan) ??
            (dihapus.length > 0 ? `Wajib diisi: alasan menghapus tanda ${dihapus.map((t) => TANDA[t]).join(' dan ')}` : undefined)
          }
          {...fields.field('catatan')}
        >
          <Textarea value={v.catatan} maxLength={TAHAPAN_MAX.catatan} onChange={(_, d) => set('catatan')(d.value)} resize="vertical" />
        </Field>
        <Checkbox label="Catatan internal (tidak terlihat oleh mitra)" checked={v.internal} onChange={(_, d) => set('internal')(d.checked === true)} />
        <UploadProgressBar {...progress} />
      </FormDialog>
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Ubah Tahapan"
        message={`Yakin ingin mengubah tahapan menjadi "${TAHAPAN_TEXT[akhir]}" ? Status kerja sama menjadi ${mouStatusText(STATUS_OF_TAHAPAN[akhir])} dan tahapan tidak dapat dikembalikan ke ${TAHAPAN_TEXT[info.tahapan]}.`}
        confirmLabel={AKHIR[akhir]}
        danger
        onCancel={confirm.close}
        onConfirm={() => {
          // the form shows the save's progress, and its messages if the server refuses
          confirm.close();
          void simpan();
        }}
      />
    </>
  );
};
