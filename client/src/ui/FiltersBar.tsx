import type { FormEvent, ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBlockEnd: tokens.spacingVerticalM,
  },
  fields: {
    display: 'contents',
    '& > *': { flex: '1 1 180px', maxWidth: '280px', minWidth: 0 },
    '@media (max-width: 600px)': { '& > *': { maxWidth: 'none', flexBasis: '100%' } },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface FiltersBarProps {
  children: ReactNode;
  /** The buttons; after Cari and Reset when `onReset` is given. */
  actions?: ReactNode;
  /** Enter in any field (and Cari) runs the search. */
  onSubmit: () => void;
  /** Shows Cari and Reset first, Reset calling this. */
  onReset?: () => void;
  'aria-label'?: string;
}

export const FiltersBar = ({ children, actions, onSubmit, onReset, 'aria-label': ariaLabel = 'Filter' }: FiltersBarProps) => {
  const styles = useStyles();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={ariaLabel} className={styles.root} onSubmit={submit} noValidate>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        {onReset && (
          <>
            <Button type="submit" appearance="primary" icon={<SearchRegular />}>
              Cari
            </Button>
            <Button icon={<ArrowResetRegular />} onClick={onReset}>
              Reset
            </Button>
          </>
        )}
        {actions}
      </div>
    </form>
  );
};
