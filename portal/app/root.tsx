import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react';
import { getSessionUser } from '~/.server/auth/session.server';
import { config } from '~/.server/config.server';
import { countAssistants } from '~/.server/repos/assistants.server';
import { Footer } from '~/components/Footer';
import { NavBar } from '~/components/NavBar';
import { ErrorPage } from '~/components/ErrorPage';
import { useNonce } from '~/nonce';
import { pageMeta } from '~/utils/meta';
import { skipRevalidationWhenOffline } from '~/utils/no-server-response';
import appCss from '~/styles/app.css?url';
import foundationCss from '~/styles/foundation.css?url';
import { db } from '~/.server/db.server';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'stylesheet', href: foundationCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => pageMeta('Open House Assistant');

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const supportEmail = config().supportEmail;
  if (!user) return { user: null, assistantCount: 0, assistantLimit: config().assistantLimit, supportEmail };
  return {
    user: { id: user.id, fName: user.fName, roles: user.roles },
    assistantCount: await countAssistants(db(), user.id),
    assistantLimit: config().assistantLimit,
    supportEmail,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const shouldRevalidate = skipRevalidationWhenOffline;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  // A page that must show alone (a seller report shared by link) says so in its handle.
  const bare = useMatches().some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {bare ? null : (
          <NavBar
            user={data?.user ?? null}
            assistantCount={data?.assistantCount ?? 0}
            assistantLimit={data?.assistantLimit ?? 1}
          />
        )}
        <main className="page">{children}</main>
        {bare ? null : <Footer supportEmail={data?.supportEmail ?? 'support@localhost'} />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage />;
  if (isRouteErrorResponse(error) && error.status === 403)
    return <ErrorPage title="Unauthorized" text="You do not have access to this page." />;
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <ErrorPage
        title="Too many requests"
        text={typeof error.data === 'string' ? error.data : 'Please wait a moment and try again.'}
      />
    );
  }
  return <ErrorPage title="Error" text="Something went wrong on our side. Please try again later." />;
}
