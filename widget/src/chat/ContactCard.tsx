// The agent's contact card: each non-empty field with a copy button, and "Save Contact" (vCard).
import { useEffect, useState } from 'react';
import { vcardUrl } from './api';
import { Icon } from './icons';
import { format } from '@i18n/format';
import type { Labels } from '@i18n/catalogs';
import { Modal } from './Modal';
import type { AssistantInfo } from './types';

/** A website without a scheme gets https:// (spec section 5). */
export function websiteHref(url: string): string {
  const v = url.trim();
  return !v ? '' : /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

interface Props {
  info: AssistantInfo;
  labels: Labels;
  apiBase: string;
  onClose: () => void;
  onLeaveMessage: () => void;
}

function Row({ label, value, href, labels }: { label: string; value: string; href?: string; labels: Labels }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1300);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = () =>
    navigator.clipboard?.writeText(value).then(
      () => {
        setFailed(false);
        setCopied(true);
      },
      () => setFailed(true),
    ) ?? setFailed(true);
  return (
    <div className="oha-card-row">
      <div>
        <div className="oha-card-label">{label}</div>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {value}
          </a>
        ) : (
          <span>{value}</span>
        )}
        {failed ? (
          <div className="oha-error-inline" role="alert">
            {labels.copyFailure}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className="oha-act"
        aria-label={copied ? labels.copied : format(labels.copyField, { field: label })}
        title={format(labels.copyField, { field: label })}
        onClick={copy}
      >
        <Icon name={copied ? 'check' : 'copy'} size={16} />
      </button>
    </div>
  );
}

export function ContactCard({ info, labels, apiBase, onClose, onLeaveMessage }: Props) {
  const site = websiteHref(info.realtorWebsite);
  return (
    <Modal title={labels.contactCardTitle} closeLabel={labels.close} onClose={onClose}>
      <p className="oha-card-name">{info.agentName}</p>
      {info.publicEmail.trim() ? (
        <Row label={labels.email} value={info.publicEmail} href={`mailto:${info.publicEmail}`} labels={labels} />
      ) : null}
      {info.publicPhone.trim() ? (
        <Row
          label={labels.phone.replace(/\s*[（(].*[)）]\s*$/, '')}
          value={info.publicPhone}
          href={`tel:${info.publicPhone.replace(/[^\d+]/g, '')}`}
          labels={labels}
        />
      ) : null}
      {info.companyName.trim() ? <Row label={labels.company} value={info.companyName} labels={labels} /> : null}
      {site ? <Row label={labels.website} value={site} href={site} labels={labels} /> : null}
      <a className="oha-btn oha-btn-block" href={vcardUrl(apiBase, info.pathname)} download="">
        {labels.saveContact}
      </a>
      <button type="button" className="oha-btn oha-btn-secondary oha-btn-block" onClick={onLeaveMessage}>
        {labels.leaveMessageTitle}
      </button>
    </Modal>
  );
}
