import { Link } from '../../ui/Link/Link';

export function NotFoundRoute() {
  return (
    <section style={{ padding: '24px' }}>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link variant="standalone" href="/">
        Return to home page
      </Link>
    </section>
  );
}
