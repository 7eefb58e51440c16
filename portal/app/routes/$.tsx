import { ErrorPage } from '~/components/ErrorPage';

// Any path no other route matches: the spec's Error page, with HTTP status 404.
export async function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return <ErrorPage />;
}
