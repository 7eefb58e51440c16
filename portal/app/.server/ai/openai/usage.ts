// Reads what the response log needs from a Responses API response: token usage, tool-call counts,
// the output text and the cited files. Pure, so contract tests can feed it recorded responses.
import type OpenAI from 'openai';
import type { AnswerSource, ChatTurnResult } from '../provider.server';

type Response = OpenAI.Responses.Response;

export interface ResponseReadout {
  outputText: string;
  /** input_tokens includes the cached ones; the log keeps them apart, so "normal" = input - cached. */
  usage: ChatTurnResult['usage'];
  numFileSearch: number;
  numWebSearch: number;
  functionCalls: number;
  sources: AnswerSource[];
}

export function outputTextOf(response: Pick<Response, 'output'> & { output_text?: string }): string {
  // The SDK adds output_text to non-streamed responses only; streamed ones carry just `output`.
  if (typeof response.output_text === 'string' && response.output_text) return response.output_text;
  const parts: string[] = [];
  for (const item of response.output ?? []) {
    if (item.type !== 'message') continue;
    for (const c of item.content) if (c.type === 'output_text') parts.push(c.text);
  }
  return parts.join('');
}

export function readResponse(response: Response): ResponseReadout {
  const input = response.usage?.input_tokens ?? 0;
  const cached = response.usage?.input_tokens_details?.cached_tokens ?? 0;
  const output = response.output ?? [];
  const count = (type: string) => output.filter((o) => o.type === type).length;

  const seen = new Set<string>();
  const sources: AnswerSource[] = [];
  for (const item of output) {
    if (item.type !== 'message') continue;
    for (const c of item.content) {
      if (c.type !== 'output_text') continue;
      for (const a of c.annotations ?? []) {
        if (a.type !== 'file_citation' || seen.has(a.file_id)) continue;
        seen.add(a.file_id);
        sources.push({ fileName: a.filename });
      }
    }
  }

  return {
    outputText: outputTextOf(response),
    usage: {
      inputTokens: Math.max(0, input - cached),
      cachedTokens: cached,
      outputTokens: response.usage?.output_tokens ?? 0,
    },
    numFileSearch: count('file_search_call'),
    numWebSearch: count('web_search_call'),
    functionCalls: count('function_call'),
    sources,
  };
}
