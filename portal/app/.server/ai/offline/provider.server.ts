// The offline provider: knowledge bases and their file attachments live in SQLite (tables
// knowledge_bases, knowledge_base_files); the file bytes and their searchable text are the
// portal's own documents and chunks (ingest/). Answers come from the offline answer engine.
//
// These calls use the app's database handle directly, so callers must not invoke them inside an
// open Kysely transaction (the single connection would wait for itself): the portal runs provider
// steps first and its own database writes after, in one transaction.
import crypto from 'node:crypto';
import { db } from '../../db.server';
import type { AiProvider, FileAttributes } from '../provider.server';
import { warmUp } from './answer.server';
import { answerOffline } from './answer-pool.server';

const newId = (prefix: string) => `${prefix}${crypto.randomBytes(12).toString('hex')}`;

export function offlineProvider(): AiProvider {
  warmUp();
  return {
    name: 'offline',
    attachDelayMs: 0,

    async uploadFile() {
      // The bytes are already stored by the portal (DATA_DIR/files); only an id is issued.
      return newId('file-');
    },

    async deleteFile(fileId) {
      if (!fileId) return false;
      await db().deleteFrom('knowledgeBaseFiles').where('fileId', '=', fileId).execute();
      return true;
    },

    async createVectorStore(name, fileIds) {
      const id = newId('vs_');
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('knowledgeBases').values({ id, name, provider: 'offline' }).execute();
          for (const fileId of fileIds) {
            await trx
              .insertInto('knowledgeBaseFiles')
              .values({ knowledgeBaseId: id, fileId, attributes: '{}' })
              .onConflict((oc) => oc.doNothing())
              .execute();
          }
        });
      return id;
    },

    async deleteVectorStore(vectorStoreId) {
      if (!vectorStoreId) return false;
      const r = await db().deleteFrom('knowledgeBases').where('id', '=', vectorStoreId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    async addFileToVectorStore(vectorStoreId, fileId, attributes) {
      if (!vectorStoreId || !fileId) {
        throw new Error('AddFileToVsNullError: The Vector store Id/ file Id cannot be empty or null.');
      }
      const kb = await db()
        .selectFrom('knowledgeBases')
        .select('id')
        .where('id', '=', vectorStoreId)
        .executeTakeFirst();
      if (!kb)
        throw new Error(
          `AddFileToVsError: Failed to add the file with ID ${fileId} to the vector store ${vectorStoreId}.`,
        );
      await db()
        .insertInto('knowledgeBaseFiles')
        .values({ knowledgeBaseId: vectorStoreId, fileId, attributes: serialize(attributes) })
        .onConflict((oc) =>
          oc.columns(['knowledgeBaseId', 'fileId']).doUpdateSet({ attributes: serialize(attributes) }),
        )
        .execute();
    },

    async renameVectorStore(vectorStoreId, name) {
      if (!vectorStoreId || !name) return false; // UpdateVsNullError: the spec's calls answer false
      const r = await db()
        .updateTable('knowledgeBases')
        .set({ name })
        .where('id', '=', vectorStoreId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async updateFileAttributes(vectorStoreId, fileId, attributes) {
      if (!vectorStoreId || !fileId || !attributes) return false; // UpdateVsFileAttributesNullError
      const r = await db()
        .updateTable('knowledgeBaseFiles')
        .set({ attributes: serialize(attributes) })
        .where('knowledgeBaseId', '=', vectorStoreId)
        .where('fileId', '=', fileId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    // In the answer pool's worker threads when the server runs one (answer-pool.server.ts).
    respond: answerOffline,

    async translateLabels(labels) {
      return labels;
    },
  };
}

function serialize(a: FileAttributes): string {
  return JSON.stringify({ fileId: a.fileId, fileName: a.fileName });
}
