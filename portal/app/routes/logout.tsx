import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { destroySession } from '~/.server/auth/session.server';

// Logging out is a POST (the navigation bar's form); a GET only goes home and changes nothing.
export async function action({ request }: ActionFunctionArgs) {
  return redirect('/home', { headers: { 'Set-Cookie': await destroySession(request) } });
}

export function loader() {
  return redirect('/home');
}
