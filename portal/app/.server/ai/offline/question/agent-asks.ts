// Questions the documents never settle, told by what they ask of the agent rather than by their
// subject: an action done for the visitor ("send me the report", "book me a showing on Saturday"),
// an opinion ("is it a fair price?"), a prediction ("will the fees go up?"), personal legal, tax or
// financing advice ("do I qualify for the exemption?") and a promise on the seller's behalf
// ("would the sellers leave the piano?"). Each language says them its own way (lang/, the
// `asksOfAgent` piece); a question may be written in any of them, so all are tried.
import { AGENT_ASKS, ASKS_OF_AGENT, type AgentAsk } from '../lang';
import { normalize } from '../text/text';

/** What the question asks of the agent, or null when it asks the documents. */
export function agentAsk(question: string): AgentAsk | null {
  const q = normalize(question);
  return AGENT_ASKS.find((kind) => ASKS_OF_AGENT[kind].test(q)) ?? null;
}
