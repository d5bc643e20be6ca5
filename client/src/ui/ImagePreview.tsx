import { useEffect, useState } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { imageAt, imageSrcSet } from '@rules/images';
import { FormDialog } from './FormDialog';

const useStyles = makeStyles({
  button: {
    display: 'inline-flex',
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'zoom-in',
    overflow: 'hidden',
    ':hover': { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1Hover}` },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  logo: { display: 'block', width: '72px', height: '72px', objectFit: 'contain', padding: tokens.spacingHorizontalXXS },
  wide: { display: 'block', width: '160px', maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
  none: { color: tokens.colorNeutralForeground3 },
  large: { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', objectFit: 'contain' },
  chosen: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '160px',
    objectFit: 'contain',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

export interface ImageThumbProps {
  url: string | null | undefined;
  /** What the picture shows: its alt text, and "Lihat …" on the button. */
  alt: string;
  shape?: 'logo' | 'wide';
  onOpen: () => void;
}

/** A small picture in a table cell; a button that opens the large one. */
export const ImageThumb = ({ url, alt, shape = 'logo', onOpen }: ImageThumbProps) => {
  const styles = useStyles();
  if (!url) return <Text className={styles.none}>Tidak ada gambar</Text>;
  return (
    <button type="button" className={styles.button} aria-label={`Lihat ${alt}`} onClick={onOpen}>
      <img
        className={shape === 'logo' ? styles.logo : styles.wide}
        src={imageAt(url, shape === 'logo' ? 160 : 320)}
        srcSet={imageSrcSet(url, 640)}
        sizes={shape === 'logo' ? '72px' : '160px'}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </button>
  );
};

/** The large picture in a dialog (768 px, 90% on narrow screens). */
export const ImagePreviewDialog = ({ url, title, alt, onClose }: { url: string | null; title: string; alt: string; onClose: () => void }) => {
  const styles = useStyles();
  return (
    <FormDialog open={url !== null} title={title} onClose={onClose}>
      {url && <img className={styles.large} src={imageAt(url, 960)} srcSet={imageSrcSet(url, 1920)} sizes="(max-width: 850px) 90vw, 720px" alt={alt} />}
    </FormDialog>
  );
};

/** What the form will show: the chosen file (when it passed the checks) or the picture already stored. */
export const ChosenImage = ({ file, url, alt, className }: { file: File | null; url?: string | null; alt: string; className?: string }) => {
  const styles = useStyles();
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setObjectUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setObjectUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  const src = objectUrl ?? (url ? imageAt(url, 640) : null);
  if (!src) return null;
  return <img className={mergeClasses(styles.chosen, className)} src={src} alt={alt} />;
};

/** The stored file's name from its address (`/files/<uuid>/<name>`). */
export const imageFileName = (url: string | null | undefined): string => {
  if (!url) return '';
  const last = url.split('?')[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};
