import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import { ErrorFallback } from './error-fallback';

/** The router's errorElement: loader/lazy-import failures and render errors of a route. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  console.error('Route error:', error);
  // Re-entering the same location re-runs the route (and retries a failed lazy import).
  return <ErrorFallback variant="page" error={error} onRetry={() => void navigate(location, { replace: true })} />;
}
