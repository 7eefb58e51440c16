// The offline answer engine's entry point (filled in by the answer-engine work).
import crypto from 'node:crypto';
import type { ChatTurn, ChatTurnResult } from '../provider.server';

export async function answerTurn(turn: ChatTurn): Promise<ChatTurnResult> {
  void turn;
  return {
    id: `resp_${crypto.randomBytes(12).toString('hex')}`,
    outputText: 'I do not have that information yet. ##CONTACT',
    model: 'offline',
    usage: { inputTokens: 0, cachedTokens: 0, outputTokens: 0 },
    numFileSearch: 0,
    numWebSearch: 0,
    functionCalls: 0,
    sources: [],
  };
}
