// Contract tests (recorded exchanges replayed by a local HTTP server): the agent's saved answers in
// the hosted provider's request, and what counts as a handed-over reply.
import { afterEach, describe, expect, it } from 'vitest';
import { AGENT_ANSWER_SOURCE, type ChatTurn } from '../provider.server';
import { openaiProvider } from './provider.server';
import { loadRecording, startReplay, type Recording, type ReplayServer } from './replay-server';

const KEY = 'sk-test-contract-0000000000000000000000007890';
const MODEL = 'gpt-4.1-2025-04-14';

type ChatRecording = Recording & { turn: ChatTurn };

let replay: ReplayServer | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

type Body = { output: Array<{ type: string; content?: Array<{ text: string; annotations: unknown[] }> }> };

/** The recorded chat exchange, its reply text (and citations) replaced. */
async function hostedReplying(text: string, cite: boolean) {
  const rec = loadRecording<ChatRecording>('responses-chat');
  const exchange = structuredClone(rec.exchanges[0]!);
  const body = exchange.response.body as Body;
  const message = body.output.find((o) => o.type === 'message')!.content![0]!;
  message.text = text;
  if (!cite) message.annotations = [];
  replay = await startReplay([exchange]);
  return { turn: rec.turn, provider: openaiProvider({ apiKey: KEY, baseURL: replay.baseURL, model: MODEL }) };
}

describe("contract: the agent's answers with the hosted provider", () => {
  it("sends the agent's answer in the instructions and cites it first", async () => {
    const { turn, provider } = await hostedReplying(
      'The lot is 50 x 120 ft, and the agent says cats are welcome.',
      true,
    );
    const result = await provider.respond({
      ...turn,
      agentAnswers: [
        {
          id: 7,
          listingId: 3,
          listingName: '123 Maple Street',
          question: 'Are pets allowed?',
          answer: 'Cats are welcome.',
        },
      ],
    });
    const instructions = String(replay!.received[0]!.json!.instructions);
    expect(instructions).toContain("Reply with the agent's answer");
    expect(instructions).toContain(
      "- Question (for 123 Maple Street): Are pets allowed?\n  Agent's answer: Cats are welcome.",
    );
    expect(result.sources[0]).toEqual({ fileName: AGENT_ANSWER_SOURCE, listingName: '123 Maple Street' });
    expect(result.handedOver).toBe(false);
  });

  it('counts a contact offer without a cited file as handed over, and one after a cited answer as not', async () => {
    const offer = "I couldn't find that in the files. ##CONTACT@@@123 Maple Street";
    const bare = await hostedReplying(offer, false);
    expect((await bare.provider.respond(bare.turn)).handedOver).toBe(true);
    await replay!.close();
    const cited = await hostedReplying(`The lot is 50 x 120 ft. ${offer}`, true);
    expect((await cited.provider.respond(cited.turn)).handedOver).toBe(false);
    const instructions = String(replay!.received[0]!.json!.instructions);
    expect(instructions).not.toContain("agent's answer");
  });
});
