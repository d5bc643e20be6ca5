import { Field } from '@fluentui/react-components';
import type { RequestContext } from '../../apollo/links';
import type { MouInput } from '../../generated/graphql';
import { useCreateKesepakatanMutation, useUpdateKesepakatanMutation } from '../../generated/hooks';
import { adminPath } from '../adminPaths';
import { MitraCombobox } from '../penjajakan/MitraCombobox';
import { MouCombobox, PenjajakanCombobox } from '../kerjasama/combos';
import { TextField } from '../kerjasama/FormLayout';
import { KerjasamaForm, useKerjasamaForm } from '../kerjasama/KerjasamaForm';
import { useVersiTahapan, type TahapanTerbaru } from '../kerjasama/useVersiTahapan';
import { KESEPAKATAN_FIELDS, type KesepakatanFormValues, kesepakatanInput, validateKesepakatanForm } from './kesepakatanForm';

const SILENT = { context: { silent: true } satisfies RequestContext };

export interface KesepakatanFormProps {
  initial: KesepakatanFormValues;
  /** Present when editing. */
  idMou?: number;
  /** When editing: the stage version the form was loaded with (a move made since is a conflict, not undone). */
  versiTahapan?: number;
  /** When editing: reads the record's stage version and status again (after such a conflict). */
  bacaTahapan?: () => Promise<TahapanTerbaru | undefined>;
  /**
   * Stores a new agreement another way than createMou (e.g. "Buat Kesepakatan" from a proposal, which links
   * the proposal's agencies in the same server transaction); its errors show like createMou's.
   */
  createWith?: (input: MouInput) => Promise<unknown>;
  /**
   * "Buat Kesepakatan" from a proposal: the proposal and its partner (the account that submitted it) are
   * fixed, as the server takes them from the proposal.
   */
  dariPenjajakan?: boolean;
}

/** Agreement form (SPEC §2.3, §5): Tambah Kesepakatan or, with `idMou`, Ubah Kesepakatan. */
export const KesepakatanForm = ({ initial, idMou, versiTahapan, bacaTahapan, createWith, dariPenjajakan = false }: KesepakatanFormProps) => {
  const tahapan = useVersiTahapan(versiTahapan, bacaTahapan);
  const [createMou, created] = useCreateKesepakatanMutation(SILENT);
  const [updateMou, updated] = useUpdateKesepakatanMutation(SILENT);
  const form = useKerjasamaForm({
    initial,
    validate: (values) => validateKesepakatanForm(values, !idMou),
    save: (values) => {
      const input = kesepakatanInput(values);
      if (idMou) return updateMou({ variables: { idMou, input: { ...input, versiTahapan: tahapan.versi() } } });
      return createWith ? createWith(input) : createMou({ variables: { input } });
    },
    fields: KESEPAKATAN_FIELDS,
    listPath: adminPath('Kesepakatan'),
    setelahKonflik: tahapan.setelahKonflik,
  });
  const { setValues, errors, common, values } = form;

  return (
    <KerjasamaForm form={form} title="Kesepakatan" klasifikasiWajib={!idMou} submitLabel={idMou ? 'Ubah Kesepakatan' : 'Tambah Kesepakatan'} submitting={created.loading || updated.loading}>
      <Field label="Penjajakan" hint={dariPenjajakan ? 'Penjajakan asal kesepakatan ini' : 'Opsional: nomor penjajakan asal'} {...errors.field('idPenjajagan')}>
        <PenjajakanCombobox
          disabled={dariPenjajakan}
          value={values.penjajakan}
          onChange={(v) => {
            setValues((p) => ({ ...p, penjajakan: v }));
            errors.clear('idPenjajagan');
          }}
        />
      </Field>
      <Field label="Kesepakatan Lama" hint="Opsional: kesepakatan yang diperbarui" {...errors.field('idMouLama')}>
        <MouCombobox
          value={values.mouLama}
          exclude={idMou}
          onChange={(v) => {
            setValues((p) => ({ ...p, mouLama: v }));
            errors.clear('idMouLama');
          }}
        />
      </Field>
      <Field label="Mitra" required hint={dariPenjajakan ? 'Akun mitra pengusul penjajakan' : 'Akun mitra'} {...errors.field('idMitra')}>
        <MitraCombobox
          disabled={dariPenjajakan}
          value={values.akunMitra}
          onChange={(v) => {
            setValues((p) => ({
              ...p,
              akunMitra: v,
              // the written name follows the account until the user changes it
              mitra: v && (p.mitra.trim() === '' || p.mitra === p.akunMitra?.nama) ? v.nama : p.mitra,
            }));
            errors.clear('idMitra');
            if (v) errors.clear('mitra');
          }}
        />
      </Field>
      <TextField name="mitra" label="Nama Mitra pada Kesepakatan" hint="Terisi dari akun mitra; dapat diubah" relabel {...common} />
      <TextField name="tglMulai" label="Tanggal Mulai" type="date" {...common} />
      <TextField name="tglBerakhir" label="Tanggal Berakhir" type="date" {...common} />
      <TextField name="judul" label="Judul" wide {...common} />
      <TextField name="keterangan" label="Tentang" multiline wide relabel {...common} />
      <TextField name="deskripsi" label="Ruang Lingkup" multiline wide relabel {...common} />
      <TextField name="noKontrak" label="No. Kontrak" {...common} />
      <TextField name="noMitra" label="No. Mitra" {...common} />
    </KerjasamaForm>
  );
};
