/** Full-screen overlay while the server works (creation can take a while: files are ingested). */
export function ProcessingOverlay({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <div className="processing-overlay" role="status" aria-live="assertive">
      <div className="processing-box">
        <img src="/logo.svg" alt="" width={56} height={56} />
        <span className="typing-dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <p>{text}</p>
      </div>
    </div>
  );
}
