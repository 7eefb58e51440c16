/** A check mark in a circle for the success screens (no emoji: not every device has the font). */
export function SuccessIcon() {
  return (
    <svg className="success-icon" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="26" fill="#e7f5ec" stroke="#1e7d46" strokeWidth="3" />
      <path
        d="M17 29l7 7 15-16"
        fill="none"
        stroke="#1e7d46"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
