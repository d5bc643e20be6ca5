import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useHref, useMatches, useNavigate } from 'react-router-dom';
import { adminRoute, trailFor, type AdminRoute } from '../adminRoutes';

const useStyles = makeStyles({
  // a title longer than the header's room (phones) ends in "…" instead of being cut mid-word
  list: { flexWrap: 'nowrap', minWidth: 0, '& > li': { minWidth: 0 } },
  button: { maxWidth: '100%', minWidth: 0 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
});

function Crumb({ route, current }: { route: AdminRoute; current: boolean }) {
  const navigate = useNavigate();
  const styles = useStyles();
  const text = <span className={styles.text}>{route.title}</span>;
  const to = `/admin/${route.path}`;
  const href = useHref(to);
  if (current || route.path.includes(':')) {
    return (
      <BreadcrumbButton className={styles.button} current={current}>
        {text}
      </BreadcrumbButton>
    );
  }
  return (
    <BreadcrumbButton
      className={styles.button}
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {text}
    </BreadcrumbButton>
  );
}

/** Breadcrumb of the current admin route (names and parents from ADMIN_ROUTES). */
export function AdminBreadcrumb({ compact }: { compact: boolean }) {
  const matches = useMatches();
  const name = [...matches].reverse().find((m) => adminRoute(m.id))?.id;
  const styles = useStyles();
  const trail = trailFor(name);
  const shown = compact ? trail.slice(-1) : trail;
  if (shown.length === 0) return null;
  return (
    <Breadcrumb aria-label="Breadcrumb" size="medium" list={{ className: styles.list }}>
      {shown.map((r, i) => (
        <Fragment key={r.name}>
          {i > 0 ? <BreadcrumbDivider /> : null}
          <BreadcrumbItem>
            <Crumb route={r} current={i === shown.length - 1} />
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
