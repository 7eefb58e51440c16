import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
  useSearchParams,
} from '@remix-run/react';
import { useEffect, useState } from 'react';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { integrationsTab, runIntegrationIntent, type TestResult } from '~/.server/integrations/tab.server';
import { failureText, forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { deleteAssistant, findAssistant, updateContact } from '~/.server/repos/assistants.server';
import { deleteListing } from '~/.server/repos/listings.server';
import { DeleteButton } from '~/components/portal/ConfirmDialog';
import { GonePage } from '~/components/portal/GonePage';
import { IntegrationsPanel } from '~/components/portal/IntegrationsPanel';
import { ListingTable } from '~/components/portal/ListingTable';
import { ContactFields } from '~/components/portal/ContactFields';
import { ProcessingOverlay } from '~/components/portal/ProcessingOverlay';
import { StatusMessage } from '~/components/StatusMessage';
import { Tabs } from '~/components/portal/Tabs';
import { integrationTexts } from '~/messages/integrations';
import { assistantEditTexts as t, confirmTexts, contactTexts, errorMessages, overlayText } from '~/messages/portal';
import portalCss from '~/styles/portal.css?url';
import { isIntegrationIntent, type IntegrationIntent } from '~/validation/integrations';
import { CONTACT_FIELDS, ContactSchema, firstError, formFields } from '~/validation/listing';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];
export const meta: MetaFunction = () => [{ title: 'Edit assistant · Open House Assistant' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const found = await findAssistant(db(), user.id, parseId(params.assistantId));
  if (found.status === 'forbidden') throw redirect('/unauthorized');
  if (found.status === 'missing') return { assistant: null };
  const a = found.assistant;
  return {
    assistant: {
      id: a.id,
      ohaName: a.ohaName,
      contact: {
        fName: a.fName,
        lName: a.lName,
        email: a.publicEmail,
        phone: a.publicPhone,
        companyName: a.companyName,
        website: a.realtorWebsite,
      },
      listings: a.listings,
    },
    integrations: await integrationsTab(db(), user.id, a.id),
  };
}

type Intent = 'updateContact' | 'deleteListing' | 'deleteAllListings' | 'deleteAssistant' | IntegrationIntent;

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const assistantId = parseId(params.assistantId);
  const found = await findAssistant(db(), user.id, assistantId);
  // Another agent's id is refused on the server whatever the form says.
  if (found.status === 'forbidden') throw forbidden();
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  const reply = (error: string | null, success: string | null = null, status = 200, test?: TestResult) =>
    data({ intent, error, success, test }, { status });
  if (found.status === 'missing') return reply(t.gone, null, 404);
  const { assistant } = found;

  // Webhook, signing secret, test event and Follow Up Boss key (the Integrations tab).
  if (isIntegrationIntent(intent)) {
    try {
      const r = await runIntegrationIntent(db(), user.id, assistant, intent, form);
      return reply(r.error, r.success, r.error ? 400 : 200, r.test);
    } catch (e) {
      return reply(failureText(e, integrationTexts.failed), null, 500);
    }
  }

  try {
    switch (intent) {
      case 'updateContact': {
        const parsed = ContactSchema.safeParse(formFields(form, CONTACT_FIELDS));
        if (!parsed.success) return reply(firstError(parsed), null, 400);
        await updateContact(db(), user.id, assistantId, parsed.data);
        return reply(null, contactTexts.updated);
      }
      case 'deleteListing': {
        const listingId = parseId(form.get('listingId'));
        if (!assistant.listings.some((l) => l.id === listingId)) throw forbidden();
        await deleteListing(db(), user.id, listingId);
        return reply(null);
      }
      case 'deleteAllListings': {
        for (const l of assistant.listings) await deleteListing(db(), user.id, l.id);
        return reply(null);
      }
      case 'deleteAssistant': {
        await deleteAssistant(db(), user.id, assistantId);
        throw redirect('/assistantlist');
      }
      default:
        return reply(errorMessages.contactUpdate, null, 400);
    }
  } catch (e) {
    const fallback =
      intent === 'updateContact'
        ? errorMessages.contactUpdate
        : intent === 'deleteAssistant'
          ? errorMessages.assistantDelete(20006)
          : errorMessages.listingDelete;
    return reply(failureText(e, fallback), null, 500);
  }
}

export default function AssistantEdit() {
  const { assistant, integrations } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState(() => Math.max(0, t.tabKeys.indexOf(searchParams.get('tab') as never)));
  const [status, setStatus] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  useEffect(() => {
    // The Integrations tab shows its own results next to each form.
    if (result && !isIntegrationIntent(result.intent)) setStatus({ error: result.error, success: result.success });
  }, [result]);

  if (!assistant || !integrations) return <GonePage text={t.gone} backLabel={t.back} />;
  const clear = () => setStatus({ error: null, success: null });
  return (
    <section className="portal-page">
      <h1>{assistant.ohaName}</h1>
      <div className="card">
        <Tabs
          labels={t.tabs}
          selected={tab}
          onSelect={(i) => {
            clear();
            setTab(i);
          }}
        >
          {[
            <Form key="contact" method="post" onChange={clear}>
              <p className="muted">{contactTexts.intro}</p>
              <ContactFields defaults={assistant.contact} />
              <StatusMessage error={status.error} success={status.success} />
              <button type="submit" name="intent" value="updateContact" className="btn btn-primary">
                {contactTexts.save}
              </button>
            </Form>,
            <div key="listings" className="stack">
              <StatusMessage error={status.error} />
              <div className="row space-between">
                <Link className="btn btn-primary" to={`/addlisting?assistantId=${assistant.id}`}>
                  + {t.addListing}
                </Link>
                {assistant.listings.length > 0 ? (
                  <DeleteButton
                    label={t.deleteAll}
                    confirmText={confirmTexts.allListings}
                    fields={{ intent: 'deleteAllListings' }}
                  />
                ) : null}
              </div>
              {assistant.listings.length === 0 ? (
                <p className="empty">{t.noListings}</p>
              ) : (
                <ListingTable listings={assistant.listings} />
              )}
            </div>,
            <IntegrationsPanel
              key="integrations"
              settings={integrations.settings}
              deliveries={integrations.deliveries}
              result={result && isIntegrationIntent(result.intent) ? result : null}
            />,
          ]}
        </Tabs>
      </div>
      <div className="row space-between below-wizard">
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          {t.back}
        </button>
        <DeleteButton
          label={t.deleteAssistant}
          confirmText={confirmTexts.assistant(assistant.ohaName)}
          fields={{ intent: 'deleteAssistant' }}
          className="btn btn-danger"
        />
      </div>
      <ProcessingOverlay show={navigation.state === 'submitting'} text={overlayText.updating} />
    </section>
  );
}
