// The offline provider: knowledge bases and files live in SQLite (tables knowledge_bases,
// knowledge_base_files, documents, chunks); answers come from the offline answer engine.
// Knowledge-base operations are filled in by the portal work, answers by the engine work.
import crypto from 'node:crypto';
import type { AiProvider } from '../provider.server';
import { answerTurn } from './answer.server';

export function offlineProvider(): AiProvider {
  return {
    name: 'offline',
    async uploadFile() {
      return `file-${crypto.randomBytes(12).toString('hex')}`;
    },
    async deleteFile() {
      return true;
    },
    async createVectorStore() {
      return `vs_${crypto.randomBytes(12).toString('hex')}`;
    },
    async deleteVectorStore() {
      return true;
    },
    async addFileToVectorStore() {},
    async renameVectorStore() {
      return true;
    },
    async updateFileAttributes() {
      return true;
    },
    respond: answerTurn,
    async translateLabels(labels) {
      return labels;
    },
  };
}
