// The contact form inside an answer that carried ##CONTACT (listing after @@@).
import { LeadForm, type LeadFormProps } from './LeadForm';

type Props = Omit<LeadFormProps, 'variant' | 'onProcessing'>;

export function InlineContactForm(props: Props) {
  return (
    <div className="oha-inline-form">
      {!props.submitted ? <p className="oha-inline-intro">{props.labels.contactFormAiMsg.replace('{agent}', props.agentName)}</p> : null}
      <LeadForm {...props} variant="inline" />
    </div>
  );
}
