import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useHref, useMatches, useNavigate } from 'react-router-dom';
import { adminRoute, trailFor, type AdminRoute } from '../adminRoutes';

function Crumb({ route, current }: { route: AdminRoute; current: boolean }) {
  const navigate = useNavigate();
  const to = `/admin/${route.path}`;
  const href = useHref(to);
  if (current || route.path.includes(':')) {
    return <BreadcrumbButton current={current}>{route.title}</BreadcrumbButton>;
  }
  return (
    <BreadcrumbButton
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {route.title}
    </BreadcrumbButton>
  );
}

/** Breadcrumb of the current admin route (names and parents from ADMIN_ROUTES). */
export function AdminBreadcrumb({ compact }: { compact: boolean }) {
  const matches = useMatches();
  const name = [...matches].reverse().find((m) => adminRoute(m.id))?.id;
  const trail = trailFor(name);
  const shown = compact ? trail.slice(-1) : trail;
  if (shown.length === 0) return null;
  return (
    <Breadcrumb aria-label="Breadcrumb" size="medium">
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
