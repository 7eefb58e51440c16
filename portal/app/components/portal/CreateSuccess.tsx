import { Link } from '@remix-run/react';
import { createTexts as t } from '~/messages/portal';
import { CopyLink } from './CopyLink';
import { ListingFilesProgress, type FileState } from './DocumentStatus';
import { FailedFiles } from './FailedFiles';
import { PromotionTips } from './PromotionTips';
import { QrCard } from './QrCard';
import { createQrFileName } from './qr-names';
import { SuccessIcon } from './SuccessIcon';

export function CreateSuccess({
  assistant,
  qrDataUrl,
  failedFiles,
  listingId,
  files,
}: {
  assistant: { id: number; ohaName: string; chatUrl: string; fName: string };
  qrDataUrl: string;
  failedFiles: Array<{ name: string; reason: string }>;
  listingId: number;
  files: FileState[];
}) {
  return (
    <section className="card success-screen" aria-labelledby="congrats">
      <div className="success-head">
        <SuccessIcon />
        <h1 id="congrats">{t.congratulations}</h1>
        <p>{t.ready}</p>
      </div>
      <div className="success-grid">
        <div className="stack">
          <h2>{t.chatLinkLabel}</h2>
          <CopyLink url={assistant.chatUrl} />
          <PromotionTips />
        </div>
        <QrCard
          dataUrl={qrDataUrl}
          name={assistant.ohaName}
          downloadHref={`/assistantlist/${assistant.id}/qr.png?for=create`}
          fileName={createQrFileName(assistant.fName)}
        />
      </div>
      <FailedFiles files={failedFiles} />
      <ListingFilesProgress listingId={listingId} files={files} />
      <div className="row success-actions">
        <Link className="btn btn-primary" to="/addlisting">
          {t.addAnother}
        </Link>
        <Link className="btn" to="/dashboard">
          {t.backToDashboard}
        </Link>
        <Link className="btn" to="/listinglist">
          {t.editListings}
        </Link>
      </div>
    </section>
  );
}
