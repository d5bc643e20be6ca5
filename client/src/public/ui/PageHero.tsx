import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './PageHero.module.css';
import ui from './public.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** The title band of a page under the solid navbar: breadcrumb, heading (the page's only h1) and a lead. */
export function PageHero({ title, lead, crumbs = [], children }: { title: string; lead?: ReactNode; crumbs?: Crumb[]; children?: ReactNode }) {
  const trail: Crumb[] = [{ label: 'Beranda', to: '/beranda' }, ...crumbs, { label: title }];
  return (
    <header className={styles.hero}>
      <div className={ui.container}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            {trail.map((c, i) => (
              <Fragment key={`${c.label}-${i}`}>
                {i > 0 ? (
                  <li className={styles.sep} aria-hidden>
                    /
                  </li>
                ) : null}
                <li>
                  {c.to ? (
                    <Link className={styles.crumbLink} to={c.to}>
                      {c.label}
                    </Link>
                  ) : (
                    <span aria-current="page">{c.label}</span>
                  )}
                </li>
              </Fragment>
            ))}
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
