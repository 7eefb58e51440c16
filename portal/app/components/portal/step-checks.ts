// Browser-side step checks for the wizards: the same zod schemas the actions use, read from the form.
import { validationMessages } from '~/messages/portal';
import {
  CONTACT_FIELDS,
  ContactSchema,
  LISTING_FIELDS,
  ListingCreateSchema,
  firstError,
  formFields,
} from '~/validation/listing';
import type { UploadState } from './FileUploader';

export function checkListingStep(form: HTMLFormElement, uploads: UploadState): string | null {
  const problem = firstError(ListingCreateSchema.safeParse(formFields(new FormData(form), LISTING_FIELDS)));
  if (problem) return problem;
  if (uploads.busy) return validationMessages.uploading;
  if (uploads.uploadIds.length === 0) return validationMessages.file;
  return null;
}

export function checkContactStep(form: HTMLFormElement): string | null {
  const problem = firstError(ContactSchema.safeParse(formFields(new FormData(form), CONTACT_FIELDS)));
  if (problem) return problem;
  // The spec: the contact form must also pass the browser's own validity (email type, tel type).
  for (const name of CONTACT_FIELDS) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement && !el.checkValidity()) return validationMessages.requiredFields;
  }
  return null;
}
