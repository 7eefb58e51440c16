// Form schemas shared by the browser (step checks in the wizards) and the server (actions always
// re-validate). The first issue's message is what the agent sees, so each rule carries the
// spec's exact text.
import { z } from 'zod';
import { LISTING_STATUSES, validationMessages as m } from '~/messages/portal';
import { isValidEmail } from '@widget/chat/email-address';
import { normalizeWebsite, websiteUrl } from './website';

export { LISTING_STATUSES };

const AGENT_NAME = /^[A-Za-z0-9-]+$/;

const required = (s: string) => s.trim().length > 0;

export const ContactSchema = z
  .object({
    fName: z.string().default(''),
    lName: z.string().default(''),
    email: z.string().default(''),
    phone: z.string().default(''),
    companyName: z.string().optional(),
    website: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (![v.fName, v.lName, v.email, v.phone].every(required)) {
      ctx.addIssue({ code: 'custom', message: m.requiredFields });
      return;
    }
    if (!AGENT_NAME.test(v.fName.trim()) || !AGENT_NAME.test(v.lName.trim())) {
      ctx.addIssue({ code: 'custom', message: m.agentName });
      return;
    }
    // The browser's type="email" rule, so a non-JS post cannot store a broken address.
    if (!isValidEmail(v.email.trim())) {
      ctx.addIssue({ code: 'custom', message: m.email });
      return;
    }
    if (v.website?.trim() && !websiteUrl(v.website)) ctx.addIssue({ code: 'custom', message: m.website });
  })
  .transform((v) => ({
    fName: v.fName.trim(),
    lName: v.lName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    companyName: v.companyName?.trim() || undefined,
    // Checked above; stored as typed (with https:// when it had no scheme).
    website: normalizeWebsite(v.website),
  }));
export type ContactInput = z.output<typeof ContactSchema>;

export { normalizeWebsite, websiteUrl };

// A missing field (an unselected disabled option is not submitted at all) reads as ''.
const text = (schema: z.ZodString) => z.preprocess((v) => v ?? '', schema);
const status = text(z.string()).refine((s) => (LISTING_STATUSES as readonly string[]).includes(s), {
  message: m.status,
});

/** Create and add: address "fill in" wording; status defaults to Active Listing in the form. */
export const ListingCreateSchema = z.object({
  listingName: text(z.string().trim().min(1, m.addressOnCreate)),
  listingStatus: status,
  insiderInfo: z.string().default(''),
});

/** Edit: "enter" wording, and the status select starts empty so it must be chosen again. */
export const ListingEditSchema = z.object({
  listingName: text(z.string().trim().min(1, m.addressOnEdit)),
  listingStatus: status,
  insiderInfo: z.string().default(''),
});
export type ListingInput = z.output<typeof ListingCreateSchema>;

export const UploadIdsSchema = z.array(z.string().min(1)).min(1, m.file);

/** The first message of a failed parse (each form shows one status line at a time). */
export function firstError(result: z.SafeParseReturnType<unknown, unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? m.requiredFields);
}

/** Reads the plain fields of a form (FormData or a browser form element) into an object. */
export function formFields(data: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = data.get(n);
    if (typeof v === 'string') out[n] = v;
  }
  return out;
}

export const CONTACT_FIELDS = ['fName', 'lName', 'email', 'phone', 'companyName', 'website'] as const;
export const LISTING_FIELDS = ['listingName', 'listingStatus', 'insiderInfo'] as const;
