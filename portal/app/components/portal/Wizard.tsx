import { useEffect, useRef, type ReactNode } from 'react';
import { wizardTexts } from '~/messages/portal';

const SCROLL_OFFSET = 120; // the spec's offset: keeps the sticky navbar from covering the step title

/**
 * A step wizard: the step tabs show progress but are not clickable (the spec), and every step
 * change scrolls smoothly back to the wizard. Children render the current step's fields; the
 * parent decides whether Next may advance.
 */
export function Wizard({
  steps,
  current,
  children,
  label,
}: {
  steps: readonly string[];
  current: number;
  children: ReactNode;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  }, [current]);
  return (
    <div className="wizard card" ref={ref}>
      <ol className="wizard-steps" aria-label={label}>
        {steps.map((title, i) => (
          <li
            key={title}
            className={i === current ? 'wizard-step current' : i < current ? 'wizard-step done' : 'wizard-step'}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="wizard-num" aria-hidden="true">
              {i < current ? '✓' : i + 1}
            </span>
            <span className="wizard-title">{title}</span>
          </li>
        ))}
      </ol>
      <p className="muted wizard-count">{wizardTexts.stepOf(current + 1, steps.length)}</p>
      <h2 className="wizard-heading">{steps[current]}</h2>
      {children}
    </div>
  );
}

/**
 * Back/Next (or the final submit) under each step. The one Back button goes to the previous step,
 * and on the first step leaves the wizard (`onLeave`: the page the agent came from).
 */
export function WizardNav({
  current,
  total,
  onBack,
  onLeave,
  onNext,
  submitLabel,
  submitDisabled,
}: {
  current: number;
  total: number;
  onBack: () => void;
  onLeave: () => void;
  onNext: () => void;
  submitLabel: string;
  submitDisabled?: boolean;
}) {
  const last = current === total - 1;
  // Distinct keys: React must not turn the clicked Next into a submit button mid-click (it would submit).
  return (
    <div className="wizard-nav">
      <button type="button" className="btn" onClick={current === 0 ? onLeave : onBack}>
        {wizardTexts.back}
      </button>
      {last ? (
        <button key="submit" type="submit" className="btn btn-primary" disabled={submitDisabled}>
          {submitLabel}
        </button>
      ) : (
        <button key="next" type="button" className="btn btn-primary" onClick={onNext}>
          {wizardTexts.next}
        </button>
      )}
    </div>
  );
}
