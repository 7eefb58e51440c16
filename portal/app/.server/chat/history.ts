// Turns stored chat messages into the provider's input items, keeping only the spec's window of
// the last 9 items. Buttons and forms are UI, not conversation, so they are left out.
import type { InputItem } from '../ai/provider.server';

export const INPUT_WINDOW = 9;

export interface StoredMessage {
  role: string;
  type: string;
  content: string;
}

export function toInputItem(m: StoredMessage): InputItem | null {
  if (m.type === 'button') return null;
  if (m.role === 'assistant') return { role: 'assistant', content: [{ type: 'output_text', text: m.content }] };
  if (m.role === 'user' || m.role === 'developer' || m.role === 'system') {
    return { role: m.role, content: [{ type: 'input_text', text: m.content }] };
  }
  return null;
}

export function lastInputItems(messages: StoredMessage[], size: number = INPUT_WINDOW): InputItem[] {
  const items = messages.map(toInputItem).filter((i): i is InputItem => i !== null);
  return items.slice(-size);
}
