import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath, useAuth } from '~/features/auth';

/**
 * Signed-in-only pages (spec section 2): account, checkout, orders, payment. The token lives in
 * localStorage, so these render in the browser only: nothing while that is unknown (on the
 * server, during hydration), then the page or, with no token or once it goes (signing out, any
 * 401), the sign-in page remembering this one.
 */
export default function RequireUser() {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return null;
  if (!isAuthenticated) {
    return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
