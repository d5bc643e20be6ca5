import { DokumenDialog } from './DokumenDialog';
import { GaleriDialog } from './GaleriDialog';
import type { Kind } from './kind';
import { LaporanDialog } from './LaporanDialog';
import { MouDetailDialog } from './MouDetailDialog';
import { PksDetailDialog } from './PksDetailDialog';
import { SkpdDialog } from './SkpdDialog';

/** Which shared dialog a list screen has open. */
export type OpenDialog =
  | { dialog: 'dokumen' | 'galeri' | 'skpd'; kind: Kind; id: number; title: string }
  | { dialog: 'detailMou'; id: number }
  | { dialog: 'detailPks'; id: number }
  | { dialog: 'ekspor'; kind: Kind; judul: string; status: number | null }
  | null;

export interface KerjasamaDialogsProps {
  open: OpenDialog;
  onClose: () => void;
  /** After an agency is added (SPEC §4: the dialog closes and the list reloads); default `onClose`. */
  onAdded?: () => void;
}

/** The dialogs the Kesepakatan, Detail PKS and PKS screens share; one open at a time. */
export const KerjasamaDialogs = ({ open, onClose, onAdded = onClose }: KerjasamaDialogsProps) => {
  if (!open) return null;
  switch (open.dialog) {
    case 'dokumen':
      return <DokumenDialog kind={open.kind} id={open.id} title={open.title} onClose={onClose} />;
    case 'galeri':
      return <GaleriDialog kind={open.kind} id={open.id} title={open.title} onClose={onClose} />;
    case 'skpd':
      return <SkpdDialog kind={open.kind} id={open.id} title={open.title} onClose={onClose} onAdded={onAdded} />;
    case 'detailMou':
      return <MouDetailDialog idMou={open.id} onClose={onClose} />;
    case 'detailPks':
      return <PksDetailDialog idPks={open.id} onClose={onClose} />;
    case 'ekspor':
      return <LaporanDialog kind={open.kind} judul={open.judul} status={open.status} onClose={onClose} />;
  }
};
