import { Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { isAdmin } from '@rules/levels';
import { PKS_DRAFT_STATUS } from '@rules/pks-draft';
import { useSession } from '../../auth/useSession';
import type { RequestContext } from '../../apollo/links';
import { useCreatePerjanjianMutation, useLazyPerjanjianMouMitraQuery, useUpdatePerjanjianMutation } from '../../generated/hooks';
import type { RemoteOption } from '../../ui/RemoteCombobox';
import { adminPath } from '../adminPaths';
import { MouCombobox } from '../kerjasama/combos';
import { TextField, useFormLayoutStyles } from '../kerjasama/FormLayout';
import { KerjasamaForm, useKerjasamaForm } from '../kerjasama/KerjasamaForm';
import { PKS_FIELDS, type PksFormValues, pksInput, validatePksForm } from './pksForm';
import { useVersiTahapan, type TahapanTerbaru } from '../kerjasama/useVersiTahapan';

const SILENT = { context: { silent: true } satisfies RequestContext };

export interface PksFormProps {
  initial: PksFormValues;
  /** Present when editing. */
  idPks?: number;
  /** When editing: the stage version the form was loaded with (a move made since is a conflict, not undone). */
  versiTahapan?: number;
  /** When editing: reads the record's stage version and status again (after such a conflict). */
  bacaTahapan?: () => Promise<TahapanTerbaru | undefined>;
}

/** PKS form (SPEC §2.3): Section Mitra and Penandatangan; back to the PKS list after saving. */
export const PksForm = ({ initial, idPks, versiTahapan, bacaTahapan }: PksFormProps) => {
  const tahapan = useVersiTahapan(versiTahapan, bacaTahapan);
  const { level } = useSession();
  const layout = useFormLayoutStyles();
  // Level 2 submits a draft (rules/pks-draft.ts): no Status to choose, it arrives as 3 Baru.
  const draft = idPks === undefined && level !== null && !isAdmin(level);
  const [createPks, created] = useCreatePerjanjianMutation(SILENT);
  const [updatePks, updated] = useUpdatePerjanjianMutation(SILENT);
  const [loadMou] = useLazyPerjanjianMouMitraQuery();
  const form = useKerjasamaForm({
    initial: draft ? { ...initial, status: String(PKS_DRAFT_STATUS) } : initial,
    validate: (v) => validatePksForm(v, !idPks),
    save: (values) => {
      const input = pksInput(values);
      return idPks ? updatePks({ variables: { idPks, input: { ...input, versiTahapan: tahapan.versi() } } }) : createPks({ variables: { input } });
    },
    fields: PKS_FIELDS,
    listPath: adminPath('PKS'),
    setelahKonflik: tahapan.setelahKonflik,
  });
  const { values, setValues, errors, common } = form;

  const chooseMou = async (mou: RemoteOption | null) => {
    setValues((p) => ({ ...p, mou }));
    errors.clear('idMou');
    if (!mou) return;
    // the contract's Mitra starts as the agreement's, unless one was typed already
    const { data } = await loadMou({ variables: { idMou: mou.id } });
    const mitra = data?.mou.mitra;
    if (mitra) {
      setValues((p) => (p.mou?.id === mou.id && p.mitra.trim() === '' ? { ...p, mitra } : p));
      errors.clear('mitra');
    }
  };

  return (
    <KerjasamaForm
      form={form}
      title="Mitra"
      signers="penandatangan"
      noStatus={draft}
      klasifikasiWajib={!idPks}
      submitLabel={idPks ? 'Ubah Perjanjian' : draft ? 'Ajukan Draf' : 'Tambah Perjanjian'}
      submitting={created.loading || updated.loading}
    >
      {draft ? (
        <MessageBar intent="info" layout="multiline" className={layout.wide}>
          <MessageBarBody>
            Draf untuk kesepakatan yang terkait dengan instansi Anda. Draf masuk dengan status Baru dan ditinjau oleh Admin.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label="Kesepakatan" required hint="Cari berdasarkan nomor kesepakatan" {...errors.field('idMou')}>
        <MouCombobox forPks value={values.mou} onChange={(v) => void chooseMou(v)} />
      </Field>
      <TextField name="mitra" label="Mitra" hint="Terisi dari kesepakatan; dapat diubah" {...common} />
      <TextField name="tglMulai" label="Tanggal Mulai" type="date" {...common} />
      <TextField name="tglBerakhir" label="Tanggal Berakhir" type="date" {...common} />
      <TextField name="judul" label="Judul" wide {...common} />
      <TextField name="keterangan" label="Tentang" multiline wide relabel {...common} />
      <TextField name="noKontrak" label="No. Kontrak" {...common} />
      <TextField name="noMitra" label="No. Mitra" {...common} />
      <TextField name="deskripsi" label="Ruang Lingkup" multiline wide relabel {...common} />
    </KerjasamaForm>
  );
};
