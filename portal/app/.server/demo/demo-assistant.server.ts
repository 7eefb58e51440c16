// Placeholder until the listings work lands: it replaces this file with the real demo assistant
// (two sample listings) and returns its chat link.
export async function seedDemoAssistant(_userId: number): Promise<{ chatUrl: string } | null> {
  return null;
}
