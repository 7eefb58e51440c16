// The spec's "No Server Response": when the browser cannot reach the server at all, the form
// shows that message inline instead of falling into the error boundary.
import { AUTH } from '~/messages/auth';

export async function withNoServerResponse<T>(serverAction: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await serverAction();
  } catch (err) {
    // fetch() rejects with a TypeError when there is no response; redirects and route errors
    // are thrown as Responses / error responses and must keep their meaning.
    if (err instanceof TypeError) return { error: AUTH.noServerResponse };
    throw err;
  }
}
