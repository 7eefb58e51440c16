// Who answers a chat turn, about which listings and in which language: the chat's part of the
// hosted model's instructions. The rules (reply limit, contact-form offer) are added once, by
// buildInstructions in ai/openai/instructions.ts.
import { englishName } from '@i18n/languages';

export interface ChatContext {
  assistantName: string;
  agentName: string;
  listings: Array<{ listingName: string; listingStatus: string }>;
  language: string;
}

export function chatContext(ctx: ChatContext): string {
  const listings = ctx.listings.length
    ? ctx.listings.map((l) => `- ${l.listingName} (${l.listingStatus || 'N/A'})`).join('\n')
    : '- (no listings available)';
  return [
    `You are ${ctx.assistantName}, the Open House Assistant of real-estate agent ${ctx.agentName}.`,
    `Answer visitors' questions about the agent's listings from the listing files and the agent's notes. Country: CA; prices are in CAD.`,
    `Listings:\n${listings}`,
    `Always answer in ${englishName(ctx.language)}. When the files do not answer, say so and suggest contacting ${ctx.agentName}.`,
    `Follow developer notes about the listing filter.`,
  ].join('\n\n');
}
