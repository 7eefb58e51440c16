import { useId, useState } from 'react';
import { channelTexts, qrTexts } from '~/messages/portal';
import { CHANNELS, channelUrl, LEAD_SOURCE_LABELS, type LeadSource } from '~/validation/lead-source';
import { CopyLink } from './CopyLink';
import { QrCard } from './QrCard';
import { listQrFileName } from './qr-names';

/**
 * The QR card with a channel picker: the agent picks where the code goes (For Sale sign, flyer,
 * ...) and downloads that channel's code (the file name names it) or copies its link, so each chat
 * is counted by channel. The plain code is rendered with the page; a channel's code loads from the
 * owner-only download route when picked.
 */
export function ChannelQr({
  assistantId,
  name,
  displayName,
  chatUrl,
  qrDataUrl,
}: {
  assistantId: number;
  name: string;
  displayName: string;
  chatUrl: string;
  qrDataUrl: string;
}) {
  const id = useId();
  const [source, setSource] = useState<LeadSource>('link');
  const base = `/assistantlist/${assistantId}/qr.png`;
  const href = source === 'link' ? base : `${base}?src=${source}`;
  const channel = source === 'link' ? channelTexts.anywhere : LEAD_SOURCE_LABELS[source];
  return (
    <div className="channel-qr">
      <div className="channel-pick">
        <label htmlFor={`${id}-channel`}>{channelTexts.pick}</label>
        <select
          id={`${id}-channel`}
          value={source}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setSource(e.currentTarget.value as LeadSource)}
        >
          <option value="link">{channelTexts.anywhere}</option>
          {CHANNELS.map((c) => (
            <option key={c} value={c}>
              {LEAD_SOURCE_LABELS[c]}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="muted channel-hint">
          {channelTexts.hint}
        </p>
      </div>
      <QrCard
        dataUrl={source === 'link' ? qrDataUrl : href}
        name={name}
        alt={source === 'link' ? qrTexts.alt(name) : channelTexts.alt(name, channel)}
        downloadHref={href}
        fileName={listQrFileName(displayName, source)}
      />
      {source === 'link' ? null : <CopyLink url={channelUrl(chatUrl, source)} label={channelTexts.copy(channel)} />}
    </div>
  );
}
