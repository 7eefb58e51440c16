// What the widget's server pages need to know about an assistant, looked up by its public
// pathname: its name and the websites allowed to frame it. Only published assistants embed.
import type { DB } from '../db.server';

export interface EmbeddableAssistant {
  id: number;
  assistantPathname: string;
  ohaName: string;
  /** Origins allowed to frame /embed/:pathname; [] means any site. */
  allowedOrigins: string[];
}

export const PATHNAME_PATTERN = /^[\w-]{1,80}$/;

export function parseOriginList(json: string): string[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export async function findEmbeddableAssistant(conn: DB, pathname: string): Promise<EmbeddableAssistant | null> {
  if (!PATHNAME_PATTERN.test(pathname)) return null;
  const row = await conn
    .selectFrom('assistants')
    .select(['id', 'assistantPathname', 'ohaName', 'allowedOrigins'])
    .where('assistantPathname', '=', pathname)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    assistantPathname: row.assistantPathname,
    ohaName: row.ohaName,
    allowedOrigins: parseOriginList(row.allowedOrigins),
  };
}
