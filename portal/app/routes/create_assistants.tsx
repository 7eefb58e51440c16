import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { requireAgent } from '~/.server/auth/session.server';
import { config } from '~/.server/config.server';
import { isPortalError } from '~/.server/errors.server';
import { failureText, stringList } from '~/.server/portal/route-helpers.server';
import { qrPngDataUrl } from '~/.server/qr.server';
import { countAssistants, createAssistant } from '~/.server/repos/assistants.server';
import { StaleUploadError } from '~/.server/ingest/staging.server';
import { listFiles } from '~/.server/repos/listings.server';
import { ContactFields } from '~/components/portal/ContactFields';
import { CreateSuccess } from '~/components/portal/CreateSuccess';
import { FileUploader, type UploadState } from '~/components/portal/FileUploader';
import { InsightsField, ListingFields } from '~/components/portal/ListingFields';
import { ProcessingOverlay } from '~/components/portal/ProcessingOverlay';
import { StatusMessage } from '~/components/StatusMessage';
import { Wizard, WizardNav } from '~/components/portal/Wizard';
import { createTexts as t, errorMessages, listingFieldTexts, overlayText, wizardTexts } from '~/messages/portal';
import portalCss from '~/styles/portal.css?url';
import {
  CONTACT_FIELDS,
  ContactSchema,
  LISTING_FIELDS,
  ListingCreateSchema,
  UploadIdsSchema,
  firstError,
  formFields,
} from '~/validation/listing';
import { checkContactStep, checkListingStep } from '~/components/portal/step-checks';
import { db } from '~/.server/db.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];
export const meta: MetaFunction = () => [{ title: 'Create Assistants · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const count = await countAssistants(db(), user.id);
  return {
    limitReached: count >= config().assistantLimit,
    contact: { fName: user.fName, lName: user.lName, email: user.email },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const form = await request.formData();
  const listing = ListingCreateSchema.safeParse(formFields(form, LISTING_FIELDS));
  const uploadIds = UploadIdsSchema.safeParse(stringList(form, 'uploadIds'));
  const contact = ContactSchema.safeParse(formFields(form, CONTACT_FIELDS));
  const invalid = firstError(listing) ?? firstError(uploadIds) ?? firstError(contact);
  if (invalid || !listing.success || !uploadIds.success || !contact.success) {
    return data({ ok: false as const, error: invalid ?? errorMessages.createOther }, { status: 400 });
  }
  try {
    const { assistant, failedFiles } = await createAssistant(db(), user.id, {
      listing: listing.data,
      uploadIds: uploadIds.data,
      uploadNames: form.getAll('uploadNames').map(String),
      contact: contact.data,
    });
    return {
      ok: true as const,
      assistant: { id: assistant.id, ohaName: assistant.ohaName, chatUrl: assistant.chatUrl, fName: assistant.fName },
      qrDataUrl: await qrPngDataUrl(assistant.chatUrl),
      failedFiles,
      listingId: assistant.listings[0]!.id,
      files: await listFiles(db(), assistant.listings[0]!.id),
    };
  } catch (e) {
    if (isPortalError(e) && e.code === 'LIMIT')
      return data({ ok: false as const, limit: true, error: e.message }, { status: 409 });
    if (e instanceof StaleUploadError)
      return data({ ok: false as const, error: e.message, staleUploadIds: e.uploadIds }, { status: 409 });
    return data({ ok: false as const, error: failureText(e, errorMessages.createOther) }, { status: 500 });
  }
}

export default function CreateAssistants() {
  const { limitReached, contact } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  if (result?.ok)
    return (
      <CreateSuccess
        assistant={result.assistant}
        qrDataUrl={result.qrDataUrl}
        failedFiles={result.failedFiles}
        listingId={result.listingId}
        files={result.files}
      />
    );
  if (limitReached || (result && 'limit' in result)) {
    return (
      <section className="card narrow center">
        <h1 className="oops">{t.limit}</h1>
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          {wizardTexts.back}
        </button>
      </section>
    );
  }
  return <CreateWizard contact={contact} serverError={result && !result.ok ? result : null} />;
}

function CreateWizard({
  contact,
  serverError,
}: {
  contact: { fName: string; lName: string; email: string };
  serverError: { error: string; staleUploadIds?: string[] } | null;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadState>({ uploadIds: [], busy: false });
  const submitting = navigation.state === 'submitting';

  // A new server answer replaces whatever the agent saw; editing a field or step clears it again.
  // Uploads that are gone are marked on the first step, where the agent picks them again.
  useEffect(() => {
    setStatus(serverError?.error ?? null);
    if (serverError?.staleUploadIds?.length) setStep(0);
  }, [serverError]);

  const go = (to: number) => {
    setStatus(null);
    setStep(to);
  };
  const next = () => {
    const problem = step === 0 ? checkListingStep(formRef.current!, uploads) : null;
    if (problem) return setStatus(problem);
    go(step + 1);
  };
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const problem = checkListingStep(e.currentTarget, uploads) ?? checkContactStep(e.currentTarget);
    if (problem) {
      e.preventDefault();
      setStatus(problem);
    }
  };

  return (
    <div className="wizard-page">
      <h1>{t.title}</h1>
      <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} onChange={() => setStatus(null)}>
        <Wizard steps={t.steps} current={step} label={t.title}>
          <div hidden={step !== 0}>
            <ListingFields />
            <FileUploader
              label={listingFieldTexts.files}
              hint={listingFieldTexts.filesHint}
              onChange={setUploads}
              staleUploadIds={serverError?.staleUploadIds}
            />
          </div>
          <div hidden={step !== 1}>
            <InsightsField />
          </div>
          <div hidden={step !== 2}>
            <ContactFields defaults={contact} />
          </div>
          <StatusMessage error={status} />
          <WizardNav
            current={step}
            total={t.steps.length}
            onBack={() => go(step - 1)}
            onLeave={() => navigate(-1)}
            onNext={next}
            submitLabel={t.createNow}
            submitDisabled={submitting}
          />
        </Wizard>
      </Form>
      <ProcessingOverlay show={submitting} text={overlayText.creating} />
    </div>
  );
}
