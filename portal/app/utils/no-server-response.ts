// The spec's "No Server Response": when the browser cannot reach the server at all, the form
// shows that message inline instead of falling into the error boundary.
import type { ShouldRevalidateFunction } from '@remix-run/react';
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

/**
 * After an action that could not reach the server, reloading the loaders would fail the same
 * way and replace the form with the error page: skip it (export from routes with loaders and root).
 */
export const skipRevalidationWhenOffline: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const error = (actionResult as { error?: unknown } | undefined)?.error;
  return error === AUTH.noServerResponse ? false : defaultShouldRevalidate;
};
