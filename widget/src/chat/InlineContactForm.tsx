// The contact form inside an answer that carried ##CONTACT (listing after @@@). Only the newest
// answer shows it open; older unsent ones fold into a button, so handovers do not bury the chat.
import { useState } from 'react';
import { format } from '@i18n/format';
import { LeadForm, type LeadFormProps } from './LeadForm';

type Props = Omit<LeadFormProps, 'variant' | 'onProcessing'> & { startOpen: boolean };

export function InlineContactForm({ startOpen, ...props }: Props) {
  const [open, setOpen] = useState(startOpen);
  if (!open && !props.submitted) {
    return (
      <div className="oha-chips">
        <button type="button" className="oha-chip" onClick={() => setOpen(true)}>
          {props.labels.contactFormName}
        </button>
      </div>
    );
  }
  return (
    <div className="oha-inline-form">
      {!props.submitted ? (
        <p className="oha-inline-intro">{format(props.labels.contactFormAiMsg, { agent: props.agentName })}</p>
      ) : null}
      <LeadForm {...props} variant="inline" />
    </div>
  );
}
