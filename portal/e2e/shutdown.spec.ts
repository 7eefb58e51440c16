// The built server under SIGTERM, as a load balancer and a visitor see it: an upload in flight
// finishes, /readyz answers 503 at once (while the server still takes connections for
// OHA_SHUTDOWN_DELAY_SECONDS), the background job that was running is handed back to the queue
// (queued again, its lease released, the interrupted run not counted), and the process exits 0.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_WEBHOOK_SECRET } from '../../db/test-seed';
import { createSession } from '../app/.server/auth/session.server';
import { enqueue } from '../app/.server/jobs/queue.server';
import { DELIVERY_JOB } from '../app/.server/integrations/delivery-jobs.server';
import { createUser, expect, startApp, test } from './fixtures';
import { seedAssistant } from './seed';

/** A webhook receiver that takes requests and never answers: the delivery job stays running. */
async function silentReceiver() {
  let arrived!: () => void;
  const called = new Promise<void>((r) => (arrived = r));
  const server = http.createServer(() => arrived());
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    called,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A GET on a connection of its own: the status, or the connection error's code. */
function statusOf(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

test('SIGTERM: the upload in flight completes, readiness turns 503, the running job is handed back, exit 0', async () => {
  test.setTimeout(180_000);
  const receiver = await silentReceiver();
  // The delay is the time the test has to see the 503 before the listener closes.
  const app = await startApp({ OHA_SHUTDOWN_DELAY_SECONDS: '15', OHA_WEBHOOK_ALLOW_PRIVATE: '1' });
  try {
    const agent = await createUser(app);
    const cookie = (await createSession(agent.id)).split(';')[0]!;
    expect(await statusOf(`${app.url}/readyz`)).toBe(200);

    // A webhook delivery whose attempt hangs on the receiver: a job that is running at the signal.
    const assistant = await seedAssistant(app, agent);
    await app.db
      .insertInto('assistantIntegrations')
      .values({ assistantId: assistant.id, webhookSecret: TEST_WEBHOOK_SECRET, webhookUrl: receiver.url })
      .execute();
    const { id: deliveryId } = await app.db
      .insertInto('deliveries')
      .values({
        assistantId: assistant.id,
        destination: 'webhook',
        eventId: 'msg_shutdown',
        eventType: 'test',
        payload: '{"type":"test"}',
        status: 'pending',
        nextAttemptAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await enqueue(app.db, DELIVERY_JOB, { deliveryId }, { dedupeKey: `delivery:${deliveryId}:1` });
    await receiver.called;
    const running = await app.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(running).toMatchObject({ status: 'running', attempts: 1 });
    expect(running.leaseOwner).toBeTruthy();

    // An upload whose body is half sent: the server has its headers (it answered 100 Continue).
    const boundary = 'shutdown-boundary';
    const text = 'The garage has a 240 V outlet for an electric car charger.';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="garage.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const body = Buffer.from(head + text + tail);
    const half = head.length + 10;
    const upload = http.request(`${app.url}/api/uploads?name=garage.txt`, {
      method: 'POST',
      agent: false,
      headers: {
        Cookie: cookie,
        Origin: app.url,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(body.length),
        Expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let b = '';
        res.on('data', (d) => (b += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: b }));
      });
      upload.on('error', reject);
    });
    await new Promise<void>((resolve) => upload.once('continue', resolve));
    upload.write(body.subarray(0, half));

    const exited = new Promise<number | null>((resolve) => app.process.once('exit', (code) => resolve(code)));
    app.process.kill('SIGTERM');
    await expect.poll(() => statusOf(`${app.url}/readyz`), { timeout: 12_000, intervals: [50] }).toBe(503);
    expect(await statusOf(`${app.url}/livez`)).toBe(200);

    upload.end(body.subarray(half));
    const res = await answered;
    expect(res.status).toBe(200);
    const { uploadId } = JSON.parse(res.body) as { uploadId: string };
    expect(fs.readFileSync(path.join(app.dataDir, 'staging', String(agent.id), `${uploadId}.bin`), 'utf8')).toBe(text);

    expect(await exited).toBe(0);
    expect(app.logs()).toContain('shutting down: /readyz answers 503; 1 request(s) in flight');
    expect(app.logs()).toContain('shutdown complete');
    // After the listener closed, nothing answers.
    expect(await statusOf(`${app.url}/livez`)).toBe('ECONNREFUSED');
    const released = await app.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(released).toMatchObject({ status: 'queued', attempts: 0, leaseOwner: null, leaseExpiresAt: null });
  } finally {
    receiver.close();
    await app.stop();
  }
});
