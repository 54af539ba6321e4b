import { Navigate, useLocation } from 'react-router';
import { loginPath } from '@/config/paths';

/** Pages that anyone may open but only their owner can see (a photo, a set): log in first. */
export function SignInFirst() {
  const location = useLocation();
  return <Navigate to={loginPath(location.pathname + location.search)} replace />;
}
