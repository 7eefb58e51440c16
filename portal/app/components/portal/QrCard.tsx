import { qrTexts } from '~/messages/portal';

/**
 * The framed QR card ("SCAN TO CHAT" / "Get Insider Info Now"): the 800 px source is shown at
 * 200 px; the download link points at the resource route that renders it at scale 6.
 */
export function QrCard({
  dataUrl,
  name,
  downloadHref,
  fileName,
  alt = qrTexts.alt(name),
}: {
  dataUrl: string;
  name: string;
  alt?: string;
  downloadHref: string;
  fileName: string;
}) {
  return (
    <div className="qr-block">
      <figure className="qr-card">
        <figcaption className="qr-scan">{qrTexts.scan}</figcaption>
        <img src={dataUrl} alt={alt} width={200} height={200} />
        <p className="qr-caption">{qrTexts.caption}</p>
      </figure>
      <a className="btn btn-primary" href={downloadHref} download={fileName}>
        {qrTexts.download}
      </a>
    </div>
  );
}
