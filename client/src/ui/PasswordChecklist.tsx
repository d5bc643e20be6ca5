import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { PASSWORD_CHECKS } from '@rules/validation';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase200,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  todo: { color: tokens.colorNeutralForeground3 },
});

export const PasswordChecklist = ({ password, id }: { password: string; id?: string }) => {
  const styles = useStyles();
  return (
    <ul className={styles.list} id={id} aria-label="Syarat Kata Sandi">
      {PASSWORD_CHECKS.map((check) => {
        const ok = check.test(password);
        return (
          <li key={check.label} className={`${styles.item} ${ok ? styles.ok : styles.todo}`}>
            {ok ? <CheckmarkCircleFilled aria-hidden /> : <CircleRegular aria-hidden />}
            <span>
              {check.label}
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {ok ? ' (terpenuhi)' : ' (belum)'}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
};
