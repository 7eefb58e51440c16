// The leave-a-message modal (title-bar contact flow and the per-answer contact button).
import { useState } from 'react';
import { LeadForm, type LeadFormProps } from './LeadForm';
import { Modal } from './Modal';

type Props = Omit<LeadFormProps, 'variant' | 'submitted' | 'onSubmitted' | 'onProcessing'> & { onClose: () => void };

export function LeaveMessage({ onClose, ...form }: Props) {
  const [submitted, setSubmitted] = useState(false);
  const [processing, setProcessing] = useState(false);
  return (
    <Modal
      title={form.labels.leaveMessageTitle}
      closeLabel={form.labels.close}
      onClose={onClose}
      processing={processing ? form.labels.processingText : null}
    >
      <LeadForm
        {...form}
        variant="modal"
        submitted={submitted}
        onSubmitted={setSubmitted}
        onProcessing={setProcessing}
      />
    </Modal>
  );
}
