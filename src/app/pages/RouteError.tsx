import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '../../ui/Link/Link';

/** Shown when a page fails to load or render; a stale chunk after a deployment is cured by a reload. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <section role="alert" style={{ padding: '24px' }}>
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'There is no page at this address.'
          : chunkFailed
            ? 'A newer version of Sourcebench is available. Reload the page to continue.'
            : 'This page could not be shown.'}
      </p>
      <Link variant="standalone" href="/home/dashboard">
        Return to home page
      </Link>
    </section>
  );
}
