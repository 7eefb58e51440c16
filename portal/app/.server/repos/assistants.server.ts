// Assistants ("ohas"): reading, creating (the spec's sequence, committed atomically), updating the
// agent's contact, deleting with everything under them. Every function takes the database first (db()
// or a transaction), in the Kysely style, then the acting user's id, and enforces ownership itself.
import type { Assistant, Listing } from '@db/schema';
import { CONTACT_ERRORS, FLOW_ERRORS } from '~/messages/errors';
import { getProvider } from '../ai/index.server';
import { config } from '../config.server';
import { db, type DB } from '../db.server';
import { PortalError } from '../errors.server';
import { buildExtraInfoDocument } from '../ingest/extra-info.server';
import {
  attachToKnowledgeBase,
  FileBatch,
  forgetProviderFiles,
  prepareFiles,
  removeDocuments,
  storeDocuments,
  uploadPrepared,
  type FailedFile,
  type IncomingFile,
} from '../ingest/ingest.server';
import { processQueuedDocumentsHere } from '../ingest/document-jobs.server';
import { withStaged } from '../ingest/staging.server';
import { assistantPathname, chatUrl, displayName, knowledgeBaseName, ohaName } from '../naming';
import { parseOriginList } from './embed.server';

/** A listing as the lists show it. */
export type ListingRow = Pick<Listing, (typeof LISTING_ROW_COLUMNS)[number]>;
const LISTING_ROW_COLUMNS = ['id', 'listingName', 'listingStatus'] as const;

/** The listings of these assistants, by assistant id, oldest first. */
export async function listingRowsOf(conn: DB, assistantIds: number[]): Promise<Map<number, ListingRow[]>> {
  const byAssistant = new Map<number, ListingRow[]>(assistantIds.map((id) => [id, []]));
  if (assistantIds.length === 0) return byAssistant;
  const rows = await conn
    .selectFrom('listings')
    .select(['assistantId', ...LISTING_ROW_COLUMNS])
    .where('assistantId', 'in', assistantIds)
    .orderBy('id')
    .execute();
  for (const { assistantId, ...row } of rows) byAssistant.get(assistantId)?.push(row);
  return byAssistant;
}

export type AssistantView = {
  id: number;
  assistantPathname: string;
  ohaName: string;
  /** The part of the name before "'s". */
  displayName: string;
  /** PUBLIC_URL/assistants/pathname */
  chatUrl: string;
  fName: string;
  lName: string;
  publicEmail: string;
  publicPhone: string;
  companyName: string | null;
  realtorWebsite: string | null;
  allowedOrigins: string[];
  listings: ListingRow[];
};

export type Found<K extends string, T> =
  ({ status: 'ok' } & { [P in K]: T }) | { status: 'missing' } | { status: 'forbidden' };

export interface ContactInput {
  fName: string;
  lName: string;
  email: string;
  phone: string;
  companyName?: string | null;
  website?: string | null;
}

export interface ListingInput {
  listingName: string;
  listingStatus: string;
  insiderInfo: string;
}

export interface CreateAssistantInput {
  listing: ListingInput;
  uploadIds: string[];
  /** The names the form shows for uploadIds (same order): to name an upload that is gone. */
  uploadNames?: string[];
  contact: ContactInput;
}

export interface CreateResult {
  assistant: AssistantView;
  failedFiles: FailedFile[];
}

// ---- reading ---------------------------------------------------------------------------------

export async function countAssistants(conn: DB, userId: number): Promise<number> {
  const row = await conn
    .selectFrom('assistants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('realtorUserId', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function toViews(conn: DB, assistants: ReadonlyArray<AssistantRow>): Promise<AssistantView[]> {
  if (assistants.length === 0) return [];
  const users = await conn
    .selectFrom('users')
    .select(['id', 'fName', 'lName'])
    .where('id', 'in', [...new Set(assistants.map((a) => a.realtorUserId))])
    .execute();
  const listings = await listingRowsOf(
    conn,
    assistants.map((a) => a.id),
  );
  const publicUrl = config().publicUrl;
  return assistants.map((a) => {
    const u = users.find((x) => x.id === a.realtorUserId);
    return {
      id: a.id,
      assistantPathname: a.assistantPathname,
      ohaName: a.ohaName,
      displayName: displayName(a.ohaName),
      chatUrl: chatUrl(publicUrl, a.assistantPathname),
      fName: u?.fName ?? '',
      lName: u?.lName ?? '',
      publicEmail: a.publicEmail,
      publicPhone: a.publicPhone,
      companyName: a.companyName,
      realtorWebsite: a.realtorWebsite,
      allowedOrigins: parseOriginList(a.allowedOrigins),
      listings: listings.get(a.id) ?? [],
    };
  });
}

const ASSISTANT_COLUMNS = [
  'id',
  'assistantPathname',
  'realtorUserId',
  'ohaName',
  'publicEmail',
  'publicPhone',
  'companyName',
  'realtorWebsite',
  'vectorStoreId',
  'allowedOrigins',
] as const;
type AssistantRow = Pick<Assistant, (typeof ASSISTANT_COLUMNS)[number]>;

export async function listAssistants(conn: DB, userId: number): Promise<AssistantView[]> {
  const rows = await conn
    .selectFrom('assistants')
    .select(ASSISTANT_COLUMNS)
    .where('realtorUserId', '=', userId)
    .orderBy('id')
    .execute();
  return toViews(conn, rows);
}

export async function findAssistant(
  conn: DB,
  userId: number,
  assistantId: number,
): Promise<Found<'assistant', AssistantView>> {
  const row = await assistantRow(assistantId);
  if (!row) return { status: 'missing' };
  if (row.realtorUserId !== userId) return { status: 'forbidden' };
  const [view] = await toViews(conn, [row]);
  return { status: 'ok', assistant: view! };
}

async function assistantRow(assistantId: number): Promise<AssistantRow | undefined> {
  if (!Number.isSafeInteger(assistantId)) return undefined;
  return db().selectFrom('assistants').select(ASSISTANT_COLUMNS).where('id', '=', assistantId).executeTakeFirst();
}

/** The assistant if the user owns it; PortalError MISSING (404) or FORBIDDEN (403) otherwise. */
export async function requireOwnedAssistant(conn: DB, userId: number, assistantId: number): Promise<AssistantRow> {
  const row = await assistantRow(assistantId);
  if (!row) throw new PortalError('MISSING', 'The assistant is no longer available.');
  if (row.realtorUserId !== userId) throw new PortalError('FORBIDDEN');
  return row;
}

// ---- input checks (the screens validate first; this is the server's own guard) --------------

const NAME = /^[\p{L}\p{N}-]+$/u;

export function normalizeContact(c: ContactInput): Required<ContactInput> {
  const fName = (c.fName ?? '').trim();
  const lName = (c.lName ?? '').trim();
  const email = (c.email ?? '').trim();
  const phone = (c.phone ?? '').trim();
  if (!fName || !lName || !email || !phone) throw new PortalError('INVALID', CONTACT_ERRORS.required);
  if (!NAME.test(fName) || !NAME.test(lName)) throw new PortalError('INVALID', CONTACT_ERRORS.nameChars);
  const website = (c.website ?? '').trim();
  return {
    fName,
    lName,
    email,
    phone,
    companyName: (c.companyName ?? '').trim() || null,
    // The spec: a link without an http prefix gets https:// prepended.
    website: website ? (/^https?:\/\//i.test(website) ? website : `https://${website}`) : null,
  };
}

export function normalizeListing(l: ListingInput): ListingInput {
  const listingName = (l.listingName ?? '').trim();
  const listingStatus = (l.listingStatus ?? '').trim();
  if (!listingName) throw new PortalError('INVALID', CONTACT_ERRORS.listingName);
  if (!listingStatus) throw new PortalError('INVALID', CONTACT_ERRORS.listingStatus);
  return { listingName, listingStatus, insiderInfo: (l.insiderInfo ?? '').trim() };
}

/** Runs a step, turning an unexpected failure into the catalogue code of that step. */
async function step<T>(code: ConstructorParameters<typeof PortalError>[0], fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof PortalError) throw e;
    throw new PortalError(code, undefined, { cause: e });
  }
}

// ---- creating --------------------------------------------------------------------------------

/** The create wizard: staged uploads of this user, the listing, the agent's contact. */
export async function createAssistant(conn: DB, userId: number, input: CreateAssistantInput): Promise<CreateResult> {
  return withStaged(userId, input, (files) =>
    createAssistantFromFiles(conn, userId, { listing: input.listing, contact: input.contact, files }),
  );
}

/**
 * The spec's creation sequence: extra-info document; upload each file and that document; create
 * the knowledge base; attach each file with attributes; path name; assistant record; user's
 * contact; listing record linked to the assistant. Provider steps first, then every database
 * row in one transaction with the files placed on disk at commit; any failure undoes all of it.
 */
export async function createAssistantFromFiles(
  conn: DB,
  userId: number,
  input: { listing: ListingInput; contact: ContactInput; files: IncomingFile[] },
): Promise<CreateResult> {
  const contact = normalizeContact(input.contact);
  const listing = normalizeListing(input.listing);
  const limit = config().assistantLimit;
  if ((await countAssistants(conn, userId)) >= limit) throw new PortalError('LIMIT');

  const provider = getProvider();
  const extra = buildExtraInfoDocument(listing);
  const { prepared, failed: unreadable } = await prepareFiles([
    ...input.files,
    {
      name: extra.fileName,
      bytes: extra.bytes,
      kind: 'txt',
      isExtraInfo: true,
      pages: [{ page: null, text: extra.text }],
    },
  ]);
  const { uploaded, failed: notUploaded } = await uploadPrepared(provider, prepared);
  const uploadedIds = uploaded.map((u) => u.fileId);
  if (!uploaded.some((u) => u.isExtraInfo)) {
    await forgetProviderFiles(provider, uploadedIds);
    throw new PortalError(40001);
  }

  let kbId: string | null = null;
  const files = new FileBatch();
  try {
    kbId = await step(40001, () =>
      provider.createVectorStore(knowledgeBaseName(contact.fName, contact.lName), uploadedIds),
    );
    try {
      await attachToKnowledgeBase(
        provider,
        kbId,
        uploaded.map((u) => ({ fileId: u.fileId, name: u.name })),
      );
    } catch (e) {
      throw new PortalError(40001, undefined, { cause: e });
    }

    const pathname = assistantPathname(contact.fName);
    const assistantId = await conn.transaction().execute(async (trx) => {
      const n = await trx
        .selectFrom('assistants')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('realtorUserId', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(n.n) >= limit) throw new PortalError('LIMIT');
      const assistant = await step(20010, () =>
        trx
          .insertInto('assistants')
          .values({
            assistantPathname: pathname,
            realtorUserId: userId,
            ohaName: ohaName(contact.fName),
            publicEmail: contact.email,
            publicPhone: contact.phone,
            companyName: contact.companyName,
            realtorWebsite: contact.website,
            vectorStoreId: kbId,
            published: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await step(20011, async () => {
        const r = await trx
          .updateTable('users')
          .set(userContactColumns(contact))
          .where('id', '=', userId)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new Error('no such user');
      });
      const listingRow = await step(20012, () =>
        trx
          .insertInto('listings')
          .values({ assistantId: assistant.id, realtorUserId: userId, ...listing, published: 1 })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      await step(20013, () => storeDocuments(trx, listingRow.id, uploaded, files));
      return assistant.id;
    });
    await files.finish();
    await processQueuedDocumentsHere();
    const row = await assistantRow(assistantId);
    const [view] = await toViews(conn, [row!]);
    return { assistant: view!, failedFiles: [...unreadable, ...notUploaded] };
  } catch (e) {
    await files.rollback();
    if (kbId) await provider.deleteVectorStore(kbId).catch(() => false);
    await forgetProviderFiles(provider, uploadedIds);
    if (e instanceof PortalError) throw e;
    console.error('assistant creation failed:', (e as Error)?.message ?? e);
    throw new PortalError('OTHER', FLOW_ERRORS.createOther, { cause: e });
  }
}

// ---- updating --------------------------------------------------------------------------------

/** The user row's columns that hold the agent's public contact (creation and the contact form). */
function userContactColumns(contact: Required<ContactInput>) {
  return {
    fName: contact.fName,
    lName: contact.lName,
    publicEmail: contact.email,
    publicPhone: contact.phone,
    companyName: contact.companyName,
    realtorWebsite: contact.website,
  };
}

/** The agent's contact: on the user and the assistant; the knowledge base is renamed {fName}{lName}_VS. */
export async function updateContact(
  conn: DB,
  userId: number,
  assistantId: number,
  input: ContactInput,
): Promise<AssistantView> {
  const row = await requireOwnedAssistant(conn, userId, assistantId);
  const contact = normalizeContact(input);
  try {
    await conn.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(userContactColumns(contact)).where('id', '=', userId).execute();
      await trx
        .updateTable('assistants')
        .set({
          ohaName: ohaName(contact.fName),
          publicEmail: contact.email,
          publicPhone: contact.phone,
          companyName: contact.companyName,
          realtorWebsite: contact.website,
        })
        .where('id', '=', assistantId)
        .execute();
    });
  } catch (e) {
    throw new PortalError('OTHER', FLOW_ERRORS.updateContact, { cause: e });
  }
  if (row.vectorStoreId) {
    const renamed = await getProvider()
      .renameVectorStore(row.vectorStoreId, knowledgeBaseName(contact.fName, contact.lName))
      .catch(() => false);
    if (!renamed) console.warn(`knowledge base ${row.vectorStoreId} was not renamed`);
  }
  const [view] = await toViews(conn, [(await assistantRow(assistantId))!]);
  return view!;
}

/** Origins allowed to frame the widget, normalized (scheme://host[:port]) and de-duplicated. */
export async function setAllowedOrigins(
  conn: DB,
  userId: number,
  assistantId: number,
  origins: string[],
): Promise<string[]> {
  await requireOwnedAssistant(conn, userId, assistantId);
  const normalized: string[] = [];
  for (const raw of origins) {
    const o = raw.trim();
    if (!o) continue;
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(o) ? o : `https://${o}`);
    } catch {
      throw new PortalError('INVALID', CONTACT_ERRORS.invalidOrigin(o));
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new PortalError('INVALID', CONTACT_ERRORS.invalidOrigin(o));
    if (!normalized.includes(url.origin)) normalized.push(url.origin);
  }
  await conn
    .updateTable('assistants')
    .set({ allowedOrigins: JSON.stringify(normalized) })
    .where('id', '=', assistantId)
    .execute();
  return normalized;
}

// ---- deleting --------------------------------------------------------------------------------

/**
 * Deletes the assistant and everything under it: each listing (its files, extra-info document,
 * chunks and index entries), the knowledge base, the assistant (the user's reference is the
 * assistant's owner column). Stored bytes go after the commit; provider files after that.
 */
export async function deleteAssistant(conn: DB, userId: number, assistantId: number): Promise<void> {
  const found = await assistantRow(assistantId);
  // The catalogue's 20008: the assistant to delete is not there (any more).
  if (!found) throw new PortalError(20008, FLOW_ERRORS.deleteAssistant(20008), { status: 404 });
  const row = await requireOwnedAssistant(conn, userId, assistantId);
  const files = new FileBatch();
  let fileIds: string[] = [];
  try {
    fileIds = await conn.transaction().execute(async (trx) => {
      const listings = await trx.selectFrom('listings').select('id').where('assistantId', '=', assistantId).execute();
      const ids: string[] = [];
      for (const l of listings) {
        ids.push(...(await step(20001, () => deleteListingRows(trx, l.id, files))));
      }
      await step(20006, async () => {
        await trx.deleteFrom('assistants').where('id', '=', assistantId).where('realtorUserId', '=', userId).execute();
      });
      return ids;
    });
  } catch (e) {
    await files.rollback();
    if (e instanceof PortalError)
      throw new PortalError(e.code, FLOW_ERRORS.deleteAssistant(e.code === 20001 ? 20001 : 20006), { cause: e });
    throw new PortalError(20006, FLOW_ERRORS.deleteAssistant(20006), { cause: e });
  }
  await files.finish();
  const provider = getProvider();
  await forgetProviderFiles(provider, fileIds);
  if (row.vectorStoreId) await provider.deleteVectorStore(row.vectorStoreId).catch(() => false);
}

/**
 * Inside a transaction: a listing's documents (rows, chunks, index entries; bytes scheduled for
 * removal at commit, with the listing's folder), then the listing. Returns provider file ids.
 */
export async function deleteListingRows(trx: DB, listingId: number, files: FileBatch): Promise<string[]> {
  const docs = await trx.selectFrom('documents').select('id').where('listingId', '=', listingId).execute();
  const fileIds = await removeDocuments(
    trx,
    docs.map((d) => d.id),
    files,
  );
  await trx.deleteFrom('chunks').where('listingId', '=', listingId).execute();
  await trx.deleteFrom('listings').where('id', '=', listingId).execute();
  files.removeFolderOnCommit(`files/${listingId}`);
  return fileIds;
}
