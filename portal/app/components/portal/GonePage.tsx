import { useNavigate } from '@remix-run/react';

/** "The assistant/listing is no longer available." with a Back button. */
export function GonePage({ text, backLabel }: { text: string; backLabel: string }) {
  const navigate = useNavigate();
  return (
    <section className="card narrow center">
      <h1 className="oops">{text}</h1>
      <button type="button" className="btn" onClick={() => navigate(-1)}>
        {backLabel}
      </button>
    </section>
  );
}
