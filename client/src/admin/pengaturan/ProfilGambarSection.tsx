import { useState } from 'react';
import { Button, Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { imageAt, imageSrcSet } from '@rules/images';
import type { ProfilGambar } from '../../generated/graphql';
import { useDeleteProfilGambarMutation, useUploadProfilGambarMutation } from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useNotify } from '../../ui/toast';
import { useConfirm } from '../../ui/useConfirm';
import { IMAGE_UPLOAD, UploadDialog } from '../../ui/upload';
import type { ProfilData } from './profilForm';

interface Slot {
  jenis: ProfilGambar;
  title: string;
  where: string;
  url: (p: ProfilData) => string | null | undefined;
}

export const PROFIL_GAMBAR: readonly Slot[] = [
  { jenis: 'WALIKOTA', title: 'Gambar Wali Kota', where: 'Halaman Profil, di samping Visi & Misi', url: (p) => p.gambarWalikota },
  { jenis: 'ORGANISASI', title: 'Struktur Organisasi', where: 'Halaman Profil', url: (p) => p.gambarOrganisasi },
  { jenis: 'PIMPINAN', title: 'Foto Pimpinan', where: 'Beranda, bersama kalimat pimpinan', url: (p) => p.fotoPimpinan },
  { jenis: 'PENGAJUAN', title: 'Gambar Pengajuan Kerja Sama', where: 'Beranda, alur pengajuan', url: (p) => p.gambarPengajuan },
];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  frame: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '160px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The four pictures of the public site: replace (png/jpg/jpeg, 2 MB, with progress) or remove. */
export const ProfilGambarSection = ({ profil, onChanged }: { profil: ProfilData; onChanged: () => void }) => {
  const styles = useStyles();
  const notify = useNotify();
  const [uploading, setUploading] = useState<Slot | null>(null);
  const confirm = useConfirm<Slot>();
  const [upload] = useUploadProfilGambarMutation();
  const [remove, removing] = useDeleteProfilGambarMutation();

  const confirmRemove = async (slot: Slot) => {
    try {
      await remove({ variables: { jenis: slot.jenis } });
      notify.success();
      onChanged();
    } catch {
      // the error link has already shown the server's message
    } finally {
      confirm.close();
    }
  };

  return (
    <section aria-labelledby="profil-gambar">
      <Subtitle2 as="h2" id="profil-gambar" block>
        Gambar
      </Subtitle2>
      <ul className={styles.grid}>
        {PROFIL_GAMBAR.map((slot) => {
          const url = slot.url(profil);
          return (
            <li key={slot.jenis} className={styles.card}>
              <Text weight="semibold">{slot.title}</Text>
              <Caption1 className={styles.muted}>{slot.where}</Caption1>
              <div className={styles.frame}>
                {url ? (
                  <img className={styles.image} src={imageAt(url, 640)} srcSet={imageSrcSet(url, 960)} sizes="320px" alt={slot.title} loading="lazy" />
                ) : (
                  <Text className={styles.muted}>Belum ada gambar</Text>
                )}
              </div>
              <div className={styles.actions}>
                <Button icon={<ArrowUploadRegular />} aria-label={`${url ? 'Ganti' : 'Unggah'} ${slot.title}`} onClick={() => setUploading(slot)}>
                  {url ? 'Ganti' : 'Unggah'}
                </Button>
                {url && (
                  <Button icon={<DeleteRegular />} aria-label={`Hapus ${slot.title}`} onClick={() => confirm.ask(slot)}>
                    Hapus
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {uploading && (
        <UploadDialog
          title={uploading.title}
          label="Gambar"
          rule={IMAGE_UPLOAD}
          upload={(file, context) => upload({ variables: { jenis: uploading.jenis, file }, context })}
          onClose={() => setUploading(null)}
          onUploaded={() => {
            setUploading(null);
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={confirm.open}
        title="Konfirmasi Hapus Gambar"
        message={`Yakin ingin menghapus gambar "${confirm.target?.title ?? ''}" ?`}
        busy={removing.loading}
        onCancel={confirm.close}
        onConfirm={() => confirm.target && void confirmRemove(confirm.target)}
      />
    </section>
  );
};
