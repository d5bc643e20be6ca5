import { ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export interface UploadProgressBarProps {
  uploading: boolean;
  percent: number;
  label?: string;
}

/** "Mengunggah 42%" with a bar while a file is being sent; nothing otherwise. */
export const UploadProgressBar = ({ uploading, percent, label = 'Mengunggah' }: UploadProgressBarProps) => {
  const styles = useStyles();
  if (!uploading) return null;
  const text = percent >= 100 ? `${label} 100%, memproses…` : `${label} ${percent}%`;
  return (
    <div className={styles.root}>
      <ProgressBar value={percent} max={100} thickness="large" aria-label={label} />
      <Text size={200} role="status">
        {text}
      </Text>
    </div>
  );
};
