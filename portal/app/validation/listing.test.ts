import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '~/messages/portal';
import { HOSTILE_WEBSITES } from '../../e2e/security/payloads';
import {
  ContactSchema,
  ListingCreateSchema,
  ListingEditSchema,
  UploadIdsSchema,
  firstError,
  normalizeWebsite,
} from './listing';

const contact = { fName: 'Jane', lName: 'Doe-Smith', email: 'jane@example.com', phone: '416-555-0101' };

describe('contact schema', () => {
  it('accepts the required fields and leaves optional ones out', () => {
    const r = ContactSchema.safeParse(contact);
    expect(r.success && r.data).toEqual({ ...contact, companyName: undefined, website: undefined });
  });
  it('asks for every required field', () => {
    for (const key of Object.keys(contact)) {
      expect(firstError(ContactSchema.safeParse({ ...contact, [key]: '  ' }))).toBe(m.requiredFields);
    }
  });
  it('allows only letters, digits and hyphens in names', () => {
    expect(firstError(ContactSchema.safeParse({ ...contact, fName: 'Mary Ann' }))).toBe(m.agentName);
    expect(firstError(ContactSchema.safeParse({ ...contact, lName: "O'Brien" }))).toBe(m.agentName);
    expect(firstError(ContactSchema.safeParse({ ...contact, lName: 'Zoë' }))).toBe(m.agentName);
  });
  it('prefixes a bare website with https://', () => {
    const r = ContactSchema.safeParse({ ...contact, website: 'janedoe.com' });
    expect(r.success && r.data.website).toBe('https://janedoe.com');
    expect(normalizeWebsite('http://x.ca')).toBe('http://x.ca');
    expect(normalizeWebsite('  ')).toBeUndefined();
  });
});

describe('listing schemas', () => {
  it('uses the create and edit wordings for a missing address', () => {
    expect(firstError(ListingCreateSchema.safeParse({ listingName: ' ', listingStatus: 'SOLD' }))).toBe(
      m.addressOnCreate,
    );
    expect(firstError(ListingEditSchema.safeParse({ listingName: '', listingStatus: 'SOLD' }))).toBe(m.addressOnEdit);
  });
  it('requires one of the four statuses', () => {
    expect(firstError(ListingEditSchema.safeParse({ listingName: '1 Main St', listingStatus: '' }))).toBe(m.status);
    expect(firstError(ListingEditSchema.safeParse({ listingName: '1 Main St', listingStatus: 'Sold' }))).toBe(m.status);
    expect(ListingEditSchema.safeParse({ listingName: '1 Main St', listingStatus: 'Pending Sale' }).success).toBe(true);
    expect(firstError(ListingEditSchema.safeParse({ listingName: '1 Main St' }))).toBe(m.status);
    expect(firstError(ListingCreateSchema.safeParse({ listingStatus: 'SOLD' }))).toBe(m.addressOnCreate);
  });
  it('requires at least one file', () => {
    expect(firstError(UploadIdsSchema.safeParse([]))).toBe(m.file);
  });
});

describe('contact website', () => {
  it.each(HOSTILE_WEBSITES)('refuses %j with the field message', (website) => {
    expect(firstError(ContactSchema.safeParse({ ...contact, website }))).toBe(m.website);
  });
  it('keeps what the agent typed, with https:// when it had no scheme', () => {
    const r = ContactSchema.safeParse({ ...contact, website: ' www.jane.example/about ' });
    expect(r.success && r.data.website).toBe('https://www.jane.example/about');
  });
});
