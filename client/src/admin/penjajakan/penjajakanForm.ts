import { createPenjajaganSchema, updatePenjajaganSchema } from '@rules/penjajagan';
import { can } from '@rules/policy';
import { fieldErrors } from '@rules/validation';
import type { PenjajaganInput, PenjajakanRowFragment } from '../../generated/graphql';

export type PenjajakanRow = PenjajakanRowFragment;

export interface PenjajakanFormValues {
  /** The partner account; for a partner it is the partner itself and the field is hidden. */
  idUser: number | null;
  namaMitra: string;
  judul: string;
  deskripsi: string;
  status: string;
  file: File | null;
}

export const emptyPenjajakanForm: PenjajakanFormValues = {
  idUser: null,
  namaMitra: '',
  judul: '',
  deskripsi: '',
  status: '',
  file: null,
};

export const penjajakanFormFromRow = (r: PenjajakanRow): PenjajakanFormValues => ({
  idUser: r.idUser,
  namaMitra: r.namaPengaju,
  judul: r.judul,
  deskripsi: r.deskripsi,
  status: String(r.idStatus),
  file: null,
});

export interface Actor {
  idUser: number;
  idLevel: number;
}

type Mode = 'create' | 'edit';

/** What the mutation receives: the partner is chosen only by levels 1/99, status and judul only where allowed. */
export const penjajakanInput = (v: PenjajakanFormValues, mode: Mode, actor: Actor): PenjajaganInput => {
  const admin = can(actor, 'penjajagan:manage');
  const input: PenjajaganInput = { deskripsi: v.deskripsi.trim() };
  if (admin) input.idUser = v.idUser;
  if (mode === 'create' || can(actor, 'penjajagan:editJudul')) input.judul = v.judul.trim();
  if (mode === 'edit' && admin) input.status = v.status === '' ? null : Number(v.status);
  return input;
};

/** Field messages of SPEC §5 (the file's type and size are checked by the upload field). */
export const validatePenjajakanForm = (v: PenjajakanFormValues, mode: Mode, actor: Actor): Record<string, string> => {
  const input = penjajakanInput(v, mode, actor);
  const idUser = can(actor, 'penjajagan:manage') ? input.idUser ?? undefined : actor.idUser;
  const result =
    mode === 'create'
      ? createPenjajaganSchema.safeParse({ idUser, judul: input.judul, deskripsi: input.deskripsi })
      : updatePenjajaganSchema(actor.idLevel).safeParse({ ...input, idUser, status: input.status ?? undefined });
  const messages = result.success ? {} : fieldErrors(result.error);
  if (mode === 'create' && !v.file) messages.file = 'File tidak boleh kosong';
  return messages;
};
