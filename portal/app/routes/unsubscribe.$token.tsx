// /unsubscribe/:token: the "stop these emails" link at the foot of every follow-up email, in the
// visitor's language. Opening it changes nothing (mail scanners open links); the button records
// the withdrawal of email consent, which every later send checks (follow-ups.server.ts).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { t } from '@i18n/catalogs';
import { db } from '~/.server/db.server';
import { unsubscribe, unsubscribeView } from '~/.server/open-houses/follow-ups.server';
import { clientIp } from '~/.server/rate-limit.server';

export const meta: MetaFunction = () => [{ title: 'Open House Assistant' }, { name: 'robots', content: 'noindex' }];

export async function loader({ params }: LoaderFunctionArgs) {
  const view = await unsubscribeView(db(), params.token ?? '');
  return data(view, { status: view ? 200 : 404, headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const view = await unsubscribe(db(), params.token ?? '', {
    ip: clientIp(context),
    userAgent: request.headers.get('user-agent'),
  });
  return data(view, { status: view ? 200 : 404 });
}

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const view = posted ?? loaded;
  if (!view)
    return (
      <section className="card narrow center stack">
        <h1>{t('en', 'followup', 'unsubscribeGone')}</h1>
      </section>
    );
  const tr = (key: string) => t(view.language, 'followup', key, { agent: view.agent });
  return (
    <section className="card narrow center stack" lang={view.language}>
      <h1>{tr('unsubscribeTitle')}</h1>
      {view.done ? (
        <p role="status">{tr('unsubscribeDone')}</p>
      ) : (
        <>
          <p>{tr('unsubscribeText')}</p>
          <Form method="post">
            <button type="submit" className="btn btn-primary">
              {tr('unsubscribeButton')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
