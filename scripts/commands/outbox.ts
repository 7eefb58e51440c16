// npm run oha -- outbox [N]: the most recent emails (default 20) with their delivery status.
import { openAppDatabase } from './_db';

function cut(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

export async function run(args: string[]): Promise<number> {
  const limit = Math.max(1, Math.min(500, Number(args[0]) || 20));
  const { db } = await openAppDatabase();
  try {
    const rows = await db
      .selectFrom('emails')
      .select(['id', 'createdAt', 'kind', 'status', 'attempts', 'toAddress', 'subject', 'lastError', 'nextAttemptAt'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    if (rows.length === 0) {
      console.log('No emails yet.');
      return 0;
    }
    const table = rows.map((r) => ({
      id: r.id,
      time: r.createdAt.replace('T', ' ').slice(0, 19),
      kind: r.kind,
      status: r.status === 'queued' && r.attempts > 0 ? `retry at ${r.nextAttemptAt.slice(11, 19)}` : r.status,
      attempts: r.attempts,
      to: cut(r.toAddress, 32),
      subject: cut(r.subject, 48),
      'last error': r.lastError ? cut(r.lastError, 60) : '',
    }));
    console.table(table);
    return 0;
  } finally {
    await db.destroy();
  }
}
