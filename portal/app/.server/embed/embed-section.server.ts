// The data the "Embed on your website" section needs for one assistant of the list.
import type { EmbedSectionProps } from '~/components/portal/EmbedSection';
import { config } from '../config.server';

export function embedSectionData(a: {
  id: number;
  assistantPathname: string;
  ohaName: string;
  allowedOrigins: string[];
}): EmbedSectionProps {
  return {
    assistantId: a.id,
    assistantPathname: a.assistantPathname,
    ohaName: a.ohaName,
    publicUrl: config().publicUrl,
    allowedOrigins: a.allowedOrigins,
  };
}
