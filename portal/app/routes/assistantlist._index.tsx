import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireAgent } from '~/.server/auth/session.server';
import { embedSectionData } from '~/.server/embed/embed-section.server';
import { failureText, forbidden, parseId } from '~/.server/portal/route-helpers.server';
import { qrPngDataUrl } from '~/.server/qr.server';
import { deleteAssistant, findAssistant, listAssistants } from '~/.server/repos/assistants.server';
import { DeleteButton } from '~/components/portal/ConfirmDialog';
import { EmbedSection } from '~/components/portal/EmbedSection';
import { ChannelQr } from '~/components/portal/ChannelQr';
import { CopyLink } from '~/components/portal/CopyLink';
import { ProcessingOverlay } from '~/components/portal/ProcessingOverlay';
import { PromotionTips } from '~/components/portal/PromotionTips';
import { StatusMessage } from '~/components/StatusMessage';
import { assistantListTexts as t, confirmTexts, errorMessages, overlayText } from '~/messages/portal';
import portalCss from '~/styles/portal.css?url';
import { db } from '~/.server/db.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];
export const meta: MetaFunction = () => [{ title: 'Access your assistant · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const assistants = await listAssistants(db(), user.id);
  return {
    assistants: await Promise.all(
      assistants.map(async (a) => ({
        id: a.id,
        ohaName: a.ohaName,
        displayName: a.displayName,
        chatUrl: a.chatUrl,
        qrDataUrl: await qrPngDataUrl(a.chatUrl),
        embed: embedSectionData(a),
      })),
    ),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const form = await request.formData();
  if (form.get('intent') !== 'deleteAssistant')
    return data({ error: errorMessages.assistantDelete(20008) }, { status: 400 });
  const id = parseId(form.get('assistantId'));
  const found = await findAssistant(db(), user.id, id);
  if (found.status === 'forbidden') throw forbidden();
  if (found.status === 'missing') return data({ error: errorMessages.assistantDelete(20008) }, { status: 404 });
  try {
    await deleteAssistant(db(), user.id, id);
    return { error: null };
  } catch (e) {
    return data({ error: failureText(e, errorMessages.assistantDelete(20006)) }, { status: 500 });
  }
}

export default function AssistantList() {
  const { assistants } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section className="portal-page">
      <h1>{t.title}</h1>
      <StatusMessage error={result?.error} />
      {assistants.length === 0 ? (
        <p className="card empty">{t.empty}</p>
      ) : (
        <ul className="assistant-cards">
          {assistants.map((a) => (
            <li key={a.id} className="card assistant-card">
              <div className="assistant-head">
                <h2>{a.ohaName}</h2>
                <div className="row">
                  <Link className="btn" to={`/assistantlist/${a.id}`} aria-label={t.editLabel(a.ohaName)}>
                    {t.edit}
                  </Link>
                  <DeleteButton
                    label={t.delete}
                    ariaLabel={t.deleteLabel(a.ohaName)}
                    confirmText={confirmTexts.assistant(a.ohaName)}
                    fields={{ intent: 'deleteAssistant', assistantId: String(a.id) }}
                  />
                </div>
              </div>
              <div className="assistant-body">
                <div className="stack">
                  <CopyLink url={a.chatUrl} />
                  <PromotionTips variant="proTip" />
                </div>
                <ChannelQr
                  assistantId={a.id}
                  name={a.ohaName}
                  displayName={a.displayName}
                  chatUrl={a.chatUrl}
                  qrDataUrl={a.qrDataUrl}
                />
              </div>
              <EmbedSection {...a.embed} />
            </li>
          ))}
        </ul>
      )}
      <ProcessingOverlay show={navigation.state === 'submitting'} text={overlayText.deleting} />
    </section>
  );
}
