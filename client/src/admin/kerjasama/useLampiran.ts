import type { RequestContext } from '../../apollo/links';
import type { LampiranDokumenItemFragment, LampiranGambarItemFragment } from '../../generated/graphql';
import {
  useAddKesepakatanDokumenMutation,
  useAddKesepakatanGambarMutation,
  useAddKesepakatanSkpdMutation,
  useAddPerjanjianDokumenMutation,
  useAddPerjanjianGambarMutation,
  useAddPerjanjianSkpdMutation,
  useKesepakatanLampiranQuery,
  usePerjanjianLampiranQuery,
  useRemoveKesepakatanDokumenMutation,
  useRemoveKesepakatanGambarMutation,
  useRemoveKesepakatanSkpdMutation,
  useRemovePerjanjianDokumenMutation,
  useRemovePerjanjianGambarMutation,
  useRemovePerjanjianSkpdMutation,
} from '../../generated/hooks';
import type { Kind } from './kind';

export type Dokumen = LampiranDokumenItemFragment;
export type Gambar = LampiranGambarItemFragment;
export interface SkpdLink {
  idSkpd: number;
  skpd: string;
}

/** Context of an upload call: progress reporting and/or a silent error. */
export type CallContext = RequestContext & { fetchOptions?: object };

/**
 * Documents, gallery and agencies of one agreement or contract, with their add/remove calls: one
 * interface over the Kesepakatan and Perjanjian operations so the dialogs are written once.
 */
export const useLampiran = (kind: Kind, id: number) => {
  const mou = useKesepakatanLampiranQuery({ variables: { idMou: id }, skip: kind !== 'mou', fetchPolicy: 'cache-and-network' });
  const pks = usePerjanjianLampiranQuery({ variables: { idPks: id }, skip: kind !== 'pks', fetchPolicy: 'cache-and-network' });
  const [addMouDokumen] = useAddKesepakatanDokumenMutation();
  const [addPksDokumen] = useAddPerjanjianDokumenMutation();
  const [addMouGambar] = useAddKesepakatanGambarMutation();
  const [addPksGambar] = useAddPerjanjianGambarMutation();
  const [removeMouDokumen] = useRemoveKesepakatanDokumenMutation();
  const [removePksDokumen] = useRemovePerjanjianDokumenMutation();
  const [removeMouGambar] = useRemoveKesepakatanGambarMutation();
  const [removePksGambar] = useRemovePerjanjianGambarMutation();
  const [addMouSkpd] = useAddKesepakatanSkpdMutation();
  const [addPksSkpd] = useAddPerjanjianSkpdMutation();
  const [removeMouSkpd] = useRemoveKesepakatanSkpdMutation();
  const [removePksSkpd] = useRemovePerjanjianSkpdMutation();

  const record = kind === 'mou' ? mou.data?.mou : pks.data?.pks;
  const query = kind === 'mou' ? mou : pks;
  const isMou = kind === 'mou';

  return {
    dokumen: (record?.dokumen ?? []) as readonly Dokumen[],
    gambar: (record?.gambar ?? []) as readonly Gambar[],
    skpd: (record?.skpd ?? []) as readonly SkpdLink[],
    loading: query.loading && !record,
    refetch: () => query.refetch(),
    addDokumen: (file: File, context?: CallContext) =>
      isMou ? addMouDokumen({ variables: { idMou: id, file }, context }) : addPksDokumen({ variables: { idPks: id, file }, context }),
    addGambar: (file: File, context?: CallContext) =>
      isMou ? addMouGambar({ variables: { idMou: id, file }, context }) : addPksGambar({ variables: { idPks: id, file }, context }),
    removeDokumen: (idFile: string) =>
      isMou ? removeMouDokumen({ variables: { idMou: id, idFile } }) : removePksDokumen({ variables: { idPks: id, idFile } }),
    removeGambar: (idFile: string) =>
      isMou ? removeMouGambar({ variables: { idMou: id, idFile } }) : removePksGambar({ variables: { idPks: id, idFile } }),
    addSkpd: (idSkpd: number, context?: CallContext) =>
      isMou ? addMouSkpd({ variables: { idMou: id, idSkpd }, context }) : addPksSkpd({ variables: { idPks: id, idSkpd }, context }),
    removeSkpd: (idSkpd: number) =>
      isMou ? removeMouSkpd({ variables: { idMou: id, idSkpd } }) : removePksSkpd({ variables: { idPks: id, idSkpd } }),
  };
};
