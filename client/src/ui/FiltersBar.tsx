import type { FormEvent, ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

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
  actions: ReactNode;
  /** Enter in any field runs the search. */
  onSubmit: () => void;
  'aria-label'?: string;
}

export const FiltersBar = ({ children, actions, onSubmit, 'aria-label': ariaLabel = 'Filter' }: FiltersBarProps) => {
  const styles = useStyles();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={ariaLabel} className={styles.root} onSubmit={submit} noValidate>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </form>
  );
};
