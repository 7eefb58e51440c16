// GET /open-houses/:id/events: the live visitor list's server-sent events, for the owner and the
// open house's co-hosts only (anyone else: 403, and nothing is streamed). `visitor` carries one
// visitor's row each time it changes (a sign-in, a question, a handover); a comment every 25 s
// keeps proxies from closing the idle stream.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { listening, openHouseChannel, subscribe } from '~/.server/live/pubsub.server';
import { liveVisitor } from '~/.server/open-houses/live.server';
import { requireOpenHouse } from '~/.server/open-houses/open-houses.server';
import { failureKind, viewerOf } from '~/.server/open-houses/routes.server';
import { forbidden, parseId } from '~/.server/portal/route-helpers.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const id = parseId(params.openHouseId);
  try {
    await requireOpenHouse(db(), viewerOf(user), id);
  } catch (e) {
    if (failureKind(e) === 'forbidden') return forbidden();
    if (failureKind(e) === 'missing') return new Response('Not Found', { status: 404 });
    throw e;
  }
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop();
        }
      };
      // Messages name the visit; its row is read here, for this open house only.
      const unsubscribe = subscribe(openHouseChannel(id), (message) => {
        // Messages may have been lost (another instance's): the page reloads the whole list.
        if (message.type === 'gap') return send('event: ready\ndata: {}\n\n');
        void liveVisitor(db(), id, message.visitId)
          .then((row) => row && send(`event: visitor\ndata: ${JSON.stringify(row)}\n\n`))
          .catch((err: unknown) => console.error('live list:', err instanceof Error ? err.message : err));
      });
      const ping = setInterval(() => send(': ping\n\n'), 25_000);
      stop = () => {
        clearInterval(ping);
        unsubscribe();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      request.signal.addEventListener('abort', () => stop());
      // Tells the page the stream is open (it then reloads the rows it may have missed), once
      // messages from every instance are heard.
      listening().then(
        () => send('retry: 3000\nevent: ready\ndata: {}\n\n'),
        (err: unknown) => {
          console.error('live list:', err instanceof Error ? err.message : err);
          stop();
        },
      );
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
