import { useNavigate } from '@remix-run/react';

/** The spec's Error page: the page does not exist or is temporarily unavailable, with a Back button. */
export function ErrorPage({
  title = 'Error',
  text = 'The page you are looking for does not exist or is temporarily unavailable.',
}: {
  title?: string;
  text?: string;
}) {
  const navigate = useNavigate();
  return (
    <section className="card narrow center">
      <h1>{title}</h1>
      <p>{text}</p>
      <button type="button" className="btn" onClick={() => navigate(-1)}>
        Back
      </button>
    </section>
  );
}
