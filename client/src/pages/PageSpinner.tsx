import { Spinner, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  wrap: { display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh', width: '100%' },
});

export function PageSpinner() {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <Spinner label="Memuat..." labelPosition="below" />
    </div>
  );
}
