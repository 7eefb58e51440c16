import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { requireAgent } from '~/.server/auth/session.server';
import { failureText, forbidden, stringList } from '~/.server/portal/route-helpers.server';
import { StaleUploadError } from '~/.server/ingest/staging.server';
import { findAssistant, listAssistants } from '~/.server/repos/assistants.server';
import { addListing, listFiles } from '~/.server/repos/listings.server';
import { ListingFilesProgress } from '~/components/portal/DocumentStatus';
import { FailedFiles } from '~/components/portal/FailedFiles';
import { FileUploader, type UploadState } from '~/components/portal/FileUploader';
import { InsightsField, ListingFields } from '~/components/portal/ListingFields';
import { ProcessingOverlay } from '~/components/portal/ProcessingOverlay';
import { StatusMessage } from '~/components/StatusMessage';
import { SuccessIcon } from '~/components/portal/SuccessIcon';
import { Wizard, WizardNav } from '~/components/portal/Wizard';
import { checkListingStep } from '~/components/portal/step-checks';
import {
  addListingTexts as t,
  errorMessages,
  listingFieldTexts,
  overlayText,
  validationMessages,
} from '~/messages/portal';
import portalCss from '~/styles/portal.css?url';
import { LISTING_FIELDS, ListingCreateSchema, UploadIdsSchema, firstError, formFields } from '~/validation/listing';
import { db } from '~/.server/db.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];
export const meta: MetaFunction = () => [{ title: 'Add Listings · Open House Assistant' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const assistants = (await listAssistants(db(), user.id)).map((a) => ({ id: a.id, ohaName: a.ohaName }));
  const wanted = Number(new URL(request.url).searchParams.get('assistantId'));
  const preselected =
    assistants.length === 1 ? assistants[0].id : (assistants.find((a) => a.id === wanted)?.id ?? null);
  return { assistants, preselected };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const form = await request.formData();
  const assistantId = Number(form.get('assistantId'));
  if (!Number.isSafeInteger(assistantId) || assistantId <= 0)
    return data({ ok: false as const, error: validationMessages.assistant }, { status: 400 });
  const listing = ListingCreateSchema.safeParse(formFields(form, LISTING_FIELDS));
  const uploadIds = UploadIdsSchema.safeParse(stringList(form, 'uploadIds'));
  if (!listing.success || !uploadIds.success) {
    return data(
      { ok: false as const, error: firstError(listing) ?? firstError(uploadIds) ?? errorMessages.addListingOther },
      { status: 400 },
    );
  }
  const found = await findAssistant(db(), user.id, assistantId);
  if (found.status === 'forbidden') throw forbidden();
  if (found.status === 'missing')
    return data({ ok: false as const, error: validationMessages.assistant }, { status: 404 });
  try {
    const { failedFiles, listingId } = await addListing(db(), user.id, {
      assistantId,
      listing: listing.data,
      uploadIds: uploadIds.data,
      uploadNames: form.getAll('uploadNames').map(String),
    });
    return { ok: true as const, failedFiles, listingId, files: await listFiles(db(), listingId) };
  } catch (e) {
    if (e instanceof StaleUploadError)
      return data({ ok: false as const, error: e.message, staleUploadIds: e.uploadIds }, { status: 409 });
    return data({ ok: false as const, error: failureText(e, errorMessages.addListingOther) }, { status: 500 });
  }
}

export default function AddListing() {
  const { assistants, preselected } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.ok) {
    return (
      <section className="card success-screen narrow-wide center">
        <SuccessIcon />
        <h1>{t.congratulations}</h1>
        <p>{t.added}</p>
        <FailedFiles files={result.failedFiles} />
        <ListingFilesProgress listingId={result.listingId} files={result.files} />
        <Link className="btn btn-primary" to="/dashboard">
          {t.backToDashboard}
        </Link>
      </section>
    );
  }
  if (assistants.length === 0) {
    return (
      <section className="card narrow center">
        <h1 className="oops">{t.none}</h1>
        <div className="row center-row">
          <Link className="btn btn-primary" to="/create_assistants">
            {t.createLink}
          </Link>
          <Link className="btn" to="/dashboard">
            {t.dashboardLink}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <AddListingWizard
      assistants={assistants}
      preselected={preselected}
      serverError={result && !result.ok ? result : null}
    />
  );
}

function AddListingWizard({
  assistants,
  preselected,
  serverError,
}: {
  assistants: Array<{ id: number; ohaName: string }>;
  preselected: number | null;
  serverError: { error: string; staleUploadIds?: string[] } | null;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const choose = assistants.length > 1; // exactly one assistant: preselected, two steps
  const steps = choose ? t.steps3 : t.steps2;
  const listingStep = choose ? 1 : 0;
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadState>({ uploadIds: [], busy: false });
  const submitting = navigation.state === 'submitting';
  useEffect(() => {
    setStatus(serverError?.error ?? null);
    if (serverError?.staleUploadIds?.length) setStep(listingStep);
  }, [serverError, listingStep]);

  const assistantChosen = (form: HTMLFormElement) =>
    new FormData(form).get('assistantId') ? null : validationMessages.assistant;
  const go = (to: number) => {
    setStatus(null);
    setStep(to);
  };
  const next = () => {
    const form = formRef.current!;
    const problem =
      choose && step === 0 ? assistantChosen(form) : step === listingStep ? checkListingStep(form, uploads) : null;
    if (problem) return setStatus(problem);
    go(step + 1);
  };
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    const problem = assistantChosen(e.currentTarget) ?? checkListingStep(e.currentTarget, uploads);
    if (problem) {
      e.preventDefault();
      setStatus(problem);
    }
  };

  return (
    <div className="wizard-page">
      <h1>{t.title}</h1>
      {choose ? null : <p className="muted">{t.addingTo(assistants[0].ohaName)}</p>}
      <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} onChange={() => setStatus(null)}>
        <Wizard steps={steps} current={step} label={t.title}>
          {choose ? (
            <fieldset hidden={step !== 0} className="assistant-choice">
              <legend>{t.chooseAssistant}</legend>
              {assistants.map((a) => (
                <label key={a.id} className="radio-card">
                  <input type="radio" name="assistantId" value={a.id} defaultChecked={a.id === preselected} />
                  <span>{a.ohaName}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <input type="hidden" name="assistantId" value={assistants[0].id} />
          )}
          <div hidden={step !== listingStep}>
            <ListingFields />
            <FileUploader
              label={listingFieldTexts.files}
              hint={listingFieldTexts.filesHint}
              onChange={setUploads}
              staleUploadIds={serverError?.staleUploadIds}
            />
          </div>
          <div hidden={step !== listingStep + 1}>
            <InsightsField />
          </div>
          <StatusMessage error={status} />
          <WizardNav
            current={step}
            total={steps.length}
            onBack={() => go(step - 1)}
            onLeave={() => navigate(-1)}
            onNext={next}
            submitLabel={t.submit}
            submitDisabled={submitting}
          />
        </Wizard>
      </Form>
      <ProcessingOverlay show={submitting} text={overlayText.adding} />
    </div>
  );
}
