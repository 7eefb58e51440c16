// What the open-house routes share: the signed-in agent as a viewer, the form's parsing, and the
// listings an agent can pick. Kept out of the routes so they stay a parse-call-render each.
import type { DB } from '@db/connection';
import type { SessionUser } from '../auth/session.server';
import { isPortalError } from '../errors.server';
import { OPEN_HOUSE_FIELDS, OpenHouseSchema, fieldErrors, type OpenHouseField } from '~/validation/open-house';
import { formFields } from '~/validation/listing';
import type { OpenHouseInput, Viewer } from './open-houses.server';

export const viewerOf = (user: SessionUser): Viewer => ({ id: user.id, email: user.email });

export type FormResult =
  | { ok: true; input: OpenHouseInput }
  | { ok: false; values: Record<string, string>; errors: Partial<Record<OpenHouseField, string>> };

/** The posted form as the repository's input, or each field's error and what was typed. */
export function parseOpenHouseForm(form: FormData, ownEmail: string): FormResult {
  const values = formFields(form, OPEN_HOUSE_FIELDS);
  // The PIN is never sent back to the page.
  const typed = { ...values, kioskPin: '' };
  const parsed = OpenHouseSchema.safeParse(values);
  if (!parsed.success) return { ok: false, values: typed, errors: fieldErrors(parsed.error) };
  const v = parsed.data;
  return {
    ok: true,
    input: {
      listingId: v.listingId,
      date: v.date,
      startTime: v.startTime,
      endTime: v.endTime,
      notes: v.notes,
      signinMode: v.signinMode,
      contactField: v.contactField,
      ownQuestion: v.ownQuestion,
      disclosureText: v.disclosureText,
      cohostEmails: v.cohostEmails.filter((e) => e !== ownEmail.toLowerCase()),
      kioskPin: v.kioskPin,
      timeZone: v.timeZone,
    },
  };
}

/** The agent's listings, for the form's listing choice. */
export async function listingChoices(database: DB, userId: number) {
  return database
    .selectFrom('listings')
    .select(['id', 'listingName'])
    .where('realtorUserId', '=', userId)
    .orderBy('listingName')
    .execute();
}

/** A PortalError's kind for a route: another agent's id, a deleted open house, or anything else. */
export function failureKind(e: unknown): 'forbidden' | 'missing' | null {
  if (isPortalError(e) && e.code === 'FORBIDDEN') return 'forbidden';
  if (isPortalError(e) && e.code === 'MISSING') return 'missing';
  return null;
}
