import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /redirect/<path>: replaces the location with /<path>, keeping the query (SPEC §2.1). */
export function Redirect() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
