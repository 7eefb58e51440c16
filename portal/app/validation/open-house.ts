// The agent's open-house form (create and edit): one zod schema the server always applies; its
// messages are the inline errors beside each field. Co-host emails are typed one per line or
// separated by commas.
import { z } from 'zod';
import { isValidEmail } from '@widget/chat/email-address';
import { openHouseTexts as m } from '~/messages/open-houses';

export const OPEN_HOUSE_FIELDS = [
  'listingId',
  'date',
  'startTime',
  'endTime',
  'notes',
  'signinMode',
  'contactField',
  'ownQuestion',
  'disclosureText',
  'cohostEmails',
  'kioskPin',
  'timeZone',
] as const;
export type OpenHouseField = (typeof OPEN_HOUSE_FIELDS)[number];

export const MAX_COHOSTS = 5;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null);

/** An IANA time zone this server's Intl knows ("America/Vancouver"), else null. */
export function knownTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const OpenHouseSchema = z
  .object({
    listingId: z.coerce.number({ invalid_type_error: m.errListing }).int().positive(m.errListing),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m.errDate),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.errTime),
    endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.errTime),
    notes: z.string().trim().max(2000, m.errTooLong(2000)).default(''),
    signinMode: z.enum(['required', 'optional']).default('required'),
    contactField: z.enum(['email', 'phone', 'either']).default('email'),
    ownQuestion: optionalText(200, m.errTooLong(200)).default(''),
    disclosureText: optionalText(4000, m.errTooLong(4000)).default(''),
    cohostEmails: z
      .string()
      .default('')
      .transform((v) => [
        ...new Set(
          v
            .split(/[\s,;]+/)
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .refine((list) => list.every(isValidEmail), m.errCohostEmail)
      .refine((list) => list.length <= MAX_COHOSTS, m.errCohostCount(MAX_COHOSTS)),
    kioskPin: z
      .string()
      .trim()
      .regex(/^(\d{4,8})?$/, m.errPin)
      .transform((v) => v || null)
      .default(''),
    // Filled in by the agent's browser (not typed): an unknown zone is left out, never an error.
    timeZone: z.string().default('').transform(knownTimeZone),
  })
  .refine((v) => v.endTime > v.startTime, { message: m.errEndTime, path: ['endTime'] })
  .refine((v) => !Number.isNaN(Date.parse(`${v.date}T00:00:00Z`)), { message: m.errDate, path: ['date'] });

export type OpenHouseForm = z.infer<typeof OpenHouseSchema>;

/** Each field's first error, for the form to show beside it. */
export function fieldErrors(error: z.ZodError): Partial<Record<OpenHouseField, string>> {
  const out: Partial<Record<OpenHouseField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as OpenHouseField | undefined;
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}
