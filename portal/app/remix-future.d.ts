// Single Fetch is on in vite.config.ts; this turns on its types too, so useLoaderData /
// useActionData see what loaders and actions return through data() (not Jsonify'd Responses).
import '@remix-run/node';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}
