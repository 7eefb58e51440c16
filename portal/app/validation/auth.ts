// Zod schemas shared by the forms (to enable their buttons) and the actions (which always
// re-validate). The rules are the spec's section 5.
import { z } from 'zod';
import { CONTACT } from '~/messages/auth';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@widget/chat/email-address';

export { EMAIL_PATTERN, isValidEmail } from '@widget/chat/email-address';
/** 8 to 24 characters with a lowercase, an uppercase, a digit and one of ! @ # $ %. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%]).{8,24}$/;
/** Letters (any script), digits and hyphens, no spaces. */
export const NAME_PATTERN = /^[\p{L}\p{N}-]+$/u;

export const emailField = z.string().max(EMAIL_MAX_LENGTH).refine(isValidEmail);
export const passwordField = z.string().regex(PASSWORD_PATTERN);
export const nameField = z.string().min(1).max(50).regex(NAME_PATTERN);

export const registerSchema = z
  .object({
    fName: nameField,
    lName: nameField,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login only needs both fields filled; the credentials decide the rest. */
export const loginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

export const forgotSchema = z.object({ email: z.string().trim().min(1).max(254) });

export const resetSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'] });

export const contactSchema = z.object({
  inquiryType: z.enum(CONTACT.inquiryTypes),
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().refine(isValidEmail, { message: CONTACT.invalidEmail }),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+()\-. ]*$/)
    .optional()
    .default(''),
  message: z.string().trim().min(1).max(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const isValidPassword = (s: string) => passwordField.safeParse(s).success;
export const isValidName = (s: string) => nameField.safeParse(s).success;

/** FormData to a plain object of strings, for zod. */
export function formToObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') out[k] = v;
  return out;
}
