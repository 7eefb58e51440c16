import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { requireAgent } from '~/.server/auth/session.server';
import { failureText, forbidden, parseId, stringList } from '~/.server/portal/route-helpers.server';
import { addFiles, deleteAllFiles, deleteFile, retryFile } from '~/.server/repos/documents.server';
import { StaleUploadError } from '~/.server/ingest/staging.server';
import { deleteListing, findListing, updateListing } from '~/.server/repos/listings.server';
import { DeleteButton } from '~/components/portal/ConfirmDialog';
import { DocumentStatus, useRefreshWhilePending } from '~/components/portal/DocumentStatus';
import { GonePage } from '~/components/portal/GonePage';
import { FailedFiles } from '~/components/portal/FailedFiles';
import { FileUploader, formatSize, type UploadState } from '~/components/portal/FileUploader';
import { InsightsField, ListingFields } from '~/components/portal/ListingFields';
import { ProcessingOverlay } from '~/components/portal/ProcessingOverlay';
import { StatusMessage } from '~/components/StatusMessage';
import { Tabs } from '~/components/portal/Tabs';
import {
  assistantTitle,
  confirmTexts,
  documentStatusTexts,
  errorMessages,
  listingEditTexts as t,
  listingFieldTexts,
  overlayText,
  validationMessages,
} from '~/messages/portal';
import { openHouseTexts } from '~/messages/open-houses';
import portalCss from '~/styles/portal.css?url';
import { LISTING_FIELDS, ListingEditSchema, UploadIdsSchema, firstError, formFields } from '~/validation/listing';
import { db } from '~/.server/db.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: portalCss }];
export const meta: MetaFunction = () => [{ title: 'Edit listing · Open House Assistant' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const found = await findListing(db(), user.id, parseId(params.listingId));
  if (found.status === 'forbidden') throw redirect('/unauthorized');
  if (found.status === 'missing') return { listing: null };
  return { listing: found.listing };
}

type Intent = 'update' | 'addFiles' | 'deleteFile' | 'retryFile' | 'deleteAllFiles' | 'deleteListing';
type Failed = Array<{ name: string; reason: string }>;

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const listingId = parseId(params.listingId);
  const found = await findListing(db(), user.id, listingId);
  if (found.status === 'forbidden') throw forbidden();
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  const reply = (
    error: string | null,
    success: string | null = null,
    status = 200,
    failedFiles: Failed = [],
    staleUploadIds: string[] = [],
  ) => data({ intent, error, success, failedFiles, staleUploadIds }, { status });
  if (found.status === 'missing') return reply(t.gone, null, 404);
  const { listing } = found;

  try {
    switch (intent) {
      case 'update': {
        const parsed = ListingEditSchema.safeParse(formFields(form, LISTING_FIELDS));
        if (!parsed.success) return reply(firstError(parsed), null, 400);
        await updateListing(db(), user.id, listingId, parsed.data);
        return reply(null, t.updated);
      }
      case 'addFiles': {
        const ids = UploadIdsSchema.safeParse(stringList(form, 'uploadIds'));
        if (!ids.success) return reply(firstError(ids), null, 400);
        const { failedFiles } = await addFiles(
          db(),
          user.id,
          listingId,
          ids.data,
          form.getAll('uploadNames').map(String),
        );
        if (failedFiles.length === 0) return reply(null, t.uploaded);
        if (failedFiles.length >= ids.data.length) return reply(errorMessages.uploadTotal, null, 422, failedFiles);
        return reply(
          `${errorMessages.uploadPartial} ${failedFiles.map((f) => f.name).join(', ')}`,
          null,
          200,
          failedFiles,
        );
      }
      case 'deleteFile': {
        const fileId = String(form.get('fileId') ?? '');
        if (!listing.files.some((f) => f.fileId === fileId)) throw forbidden();
        await deleteFile(db(), user.id, listingId, fileId);
        return reply(null);
      }
      case 'retryFile': {
        const file = listing.files.find((f) => f.fileId === String(form.get('fileId') ?? ''));
        if (!file) throw forbidden();
        if (!(await retryFile(db(), user.id, listingId, file.fileId)))
          return reply(t.cannotRetry(file.fileName), null, 409);
        return reply(null, t.retried(file.fileName));
      }
      case 'deleteAllFiles': {
        await deleteAllFiles(db(), user.id, listingId);
        return reply(null);
      }
      case 'deleteListing': {
        await deleteListing(db(), user.id, listingId);
        throw redirect('/listinglist');
      }
      default:
        return reply(errorMessages.updateListingOther, null, 400);
    }
  } catch (e) {
    if (e instanceof StaleUploadError) return reply(e.message, null, 409, [], e.uploadIds);
    const fallback =
      intent === 'update'
        ? errorMessages.updateListingOther
        : intent === 'addFiles'
          ? errorMessages.uploadGeneric
          : intent === 'deleteListing'
            ? errorMessages.listingDelete
            : errorMessages.fileDelete;
    return reply(failureText(e, fallback), null, 500);
  }
}

export default function ListingEdit() {
  const { listing } = useLoaderData<typeof loader>();
  useRefreshWhilePending(listing?.files ?? []);
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [tab, setTab] = useState(0);
  const [status, setStatus] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  const [uploads, setUploads] = useState<UploadState>({ uploadIds: [], busy: false });
  const [uploaderKey, setUploaderKey] = useState(0);
  useEffect(() => {
    if (!result) return;
    setStatus({ error: result.error, success: result.success });
    // After an upload round the picker starts empty again; failures stay listed below.
    if (result.intent === 'addFiles' && (result.success || result.failedFiles.length > 0)) setUploaderKey((k) => k + 1);
  }, [result]);

  if (!listing) return <GonePage text={t.gone} backLabel={t.back} />;
  const clear = () => setStatus({ error: null, success: null });
  const onUpload = (e: React.FormEvent) => {
    if (uploads.busy || uploads.uploadIds.length === 0) {
      e.preventDefault();
      setStatus({ error: uploads.busy ? validationMessages.uploading : validationMessages.file, success: null });
    }
  };
  return (
    <section className="portal-page">
      <h1>{listing.listingName}</h1>
      <p className="muted">
        <Link to={`/assistantlist/${listing.assistantId}`}>{assistantTitle(listing.assistantName)}</Link>
      </p>
      <p>
        <Link to={`/open-houses/new?listing=${listing.id}`} className="btn">
          {openHouseTexts.create}
        </Link>
      </p>
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
            <Form key="details" method="post" onChange={clear} noValidate>
              <ListingFields
                defaultName={listing.listingName}
                statusStartsEmpty
                currentStatus={listing.listingStatus}
              />
              <InsightsField defaultValue={listing.insiderInfo} />
              <StatusMessage error={status.error} success={status.success} />
              <button type="submit" name="intent" value="update" className="btn btn-primary">
                {t.update}
              </button>
            </Form>,
            <div key="files" className="stack">
              <StatusMessage error={status.error} success={status.success} />
              {result?.intent === 'addFiles' ? <FailedFiles files={result.failedFiles} pointer={false} /> : null}
              {listing.files.length === 0 ? (
                <p className="empty">{t.noFiles}</p>
              ) : (
                <>
                  <div className="table-scroll">
                    <table className="responsive-table">
                      <thead>
                        <tr>
                          <th scope="col">{t.fileName}</th>
                          <th scope="col">{t.size}</th>
                          <th scope="col">{documentStatusTexts.status}</th>
                          <th scope="col" className="actions-col">
                            {t.actions}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {listing.files.map((f) => (
                          <tr key={f.fileId}>
                            <td className="file-name">{f.fileName}</td>
                            <td className="nowrap">{formatSize(f.sizeBytes)}</td>
                            <td>
                              <DocumentStatus file={f} />
                            </td>
                            <td className="actions-col">
                              {f.retryable ? (
                                <Form method="post" className="inline-form">
                                  <input type="hidden" name="fileId" value={f.fileId} />
                                  <button
                                    type="submit"
                                    name="intent"
                                    value="retryFile"
                                    className="btn btn-small"
                                    aria-label={t.retryFileLabel(f.fileName)}
                                  >
                                    {t.retryFile}
                                  </button>
                                </Form>
                              ) : null}
                              <DeleteButton
                                className="btn btn-small btn-danger"
                                label="Delete"
                                ariaLabel={t.deleteFileLabel(f.fileName)}
                                confirmText={confirmTexts.file(f.fileName)}
                                fields={{ intent: 'deleteFile', fileId: f.fileId }}
                              />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <DeleteButton
                    label={t.deleteAll}
                    confirmText={confirmTexts.allFiles}
                    fields={{ intent: 'deleteAllFiles' }}
                  />
                </>
              )}
              <Form method="post" onSubmit={onUpload} className="upload-form">
                <FileUploader
                  key={uploaderKey}
                  label={listingFieldTexts.files}
                  hint={listingFieldTexts.filesHint}
                  onChange={setUploads}
                  staleUploadIds={result?.intent === 'addFiles' ? result.staleUploadIds : undefined}
                />
                <button type="submit" name="intent" value="addFiles" className="btn btn-primary">
                  {t.upload}
                </button>
              </Form>
            </div>,
          ]}
        </Tabs>
      </div>
      <div className="row space-between below-wizard">
        <button type="button" className="btn" onClick={() => navigate(-1)}>
          {t.back}
        </button>
        <DeleteButton
          label={t.deleteListing}
          confirmText={confirmTexts.listing(listing.listingName)}
          fields={{ intent: 'deleteListing' }}
        />
      </div>
      <ProcessingOverlay show={navigation.state === 'submitting'} text={overlayText.updating} />
    </section>
  );
}
