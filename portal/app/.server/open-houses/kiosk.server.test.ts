// Kiosk mode's rules on the server: only the owner starts it, with the open house's PIN; the token
// opens that open house's kiosk only, until it ends or expires; the tablet's offline PIN check
// (widget/src/kiosk/pin.ts, WebCrypto) agrees with the server's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { openTestDatabase } from '@db/connection';
import { migrations } from '@db/migrations/index';
import { pinMatches as tabletPinMatches } from '@widget/kiosk/pin';
import { useDatabaseForTests } from '../db.server';
import {
  activeKiosk,
  endKiosk,
  KIOSK_HOURS,
  KioskPinWrong,
  makePinCheck,
  pinMatches,
  startKiosk,
} from './kiosk.server';
import { createOpenHouse, type OpenHouseInput } from './open-houses.server';
import { agentWithListing, openHouseInput } from './test-open-house';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeEach(async () => {
  t = await openTestDatabase();
  useDatabaseForTests(t);
});
afterEach(async () => {
  useDatabaseForTests(undefined);
  await t.close();
});

const agent = (email: string) => agentWithListing(t.db, email);
const input = (listingId: number, over: Partial<OpenHouseInput> = {}) =>
  openHouseInput(listingId, { kioskPin: '2468', ...over });

describe('kiosk mode', () => {
  it('starts with the right PIN only, for the owner only', async () => {
    const owner = await agent('a@example.com');
    const cohost = await agent('c@example.com');
    const oh = await createOpenHouse(t.db, owner.viewer, input(owner.listingId, { cohostEmails: ['c@example.com'] }));
    await expect(startKiosk(t.db, owner.viewer, oh.id, '1357')).rejects.toBeInstanceOf(KioskPinWrong);
    await expect(startKiosk(t.db, owner.viewer, oh.id, 'abcd')).rejects.toBeInstanceOf(KioskPinWrong);
    await expect(startKiosk(t.db, cohost.viewer, oh.id, '2468')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const { token, code } = await startKiosk(t.db, owner.viewer, oh.id, '2468');
    expect(code).toBe(oh.code);
    const row = await t.db.selectFrom('kioskSessions').selectAll().executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toContain(token); // only its hash is stored
    expect(row.pinCheck).not.toContain('2468');
  });

  it('refuses to start without a PIN set', async () => {
    const owner = await agent('a@example.com');
    const oh = await createOpenHouse(t.db, owner.viewer, input(owner.listingId, { kioskPin: null }));
    await expect(startKiosk(t.db, owner.viewer, oh.id, '2468')).rejects.toMatchObject({ code: 'INVALID' });
  });

  it('a token opens its own open house’s kiosk until it ends or expires', async () => {
    const owner = await agent('a@example.com');
    const oh = await createOpenHouse(t.db, owner.viewer, input(owner.listingId));
    const other = await createOpenHouse(t.db, owner.viewer, input(owner.listingId, { date: '2026-12-06' }));
    const start = new Date('2026-12-05T10:00:00Z');
    const { token } = await startKiosk(t.db, owner.viewer, oh.id, '2468', start);
    expect((await activeKiosk(t.db, oh.code, token, start))?.openHouse.id).toBe(oh.id);
    expect(await activeKiosk(t.db, other.code, token, start)).toBeNull();
    expect(await activeKiosk(t.db, oh.code, 'x'.repeat(43), start)).toBeNull();
    expect(await activeKiosk(t.db, oh.code, null, start)).toBeNull();
    const later = new Date(start.getTime() + KIOSK_HOURS * 3600_000 + 1);
    expect(await activeKiosk(t.db, oh.code, token, later)).toBeNull();
    expect(await endKiosk(t.db, oh.code, token, start)).toBe(true);
    expect(await activeKiosk(t.db, oh.code, token, start)).toBeNull();
    expect(await endKiosk(t.db, oh.code, token, start)).toBe(false);
  });

  it('goes with its open house', async () => {
    const owner = await agent('a@example.com');
    const oh = await createOpenHouse(t.db, owner.viewer, input(owner.listingId));
    await startKiosk(t.db, owner.viewer, oh.id, '2468');
    await t.db.deleteFrom('openHouses').where('id', '=', oh.id).execute();
    expect(await t.db.selectFrom('kioskSessions').selectAll().execute()).toEqual([]);
  });

  it('the tablet’s offline PIN check agrees with the server’s', async () => {
    const check = await makePinCheck('2468', 1000);
    expect(await pinMatches('2468', check)).toBe(true);
    expect(await pinMatches('2469', check)).toBe(false);
    expect(await tabletPinMatches('2468', check)).toBe(true);
    expect(await tabletPinMatches('2469', check)).toBe(false);
    expect(await tabletPinMatches('24680', check)).toBe(false);
  });
});

describe('kiosk sessions migration', () => {
  it('goes down and up again', async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    const names = Object.keys(migrations).sort();
    const down = await migrator.migrateTo(names[names.indexOf('2026_11_28_290100_kiosk_sessions') - 1]!);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('2026_11_28_290100_kiosk_sessions');
    expect(await t.db.introspection.getTables().then((ts) => ts.some((x) => x.name === 'kiosk_sessions'))).toBe(false);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await t.db.introspection.getTables().then((ts) => ts.some((x) => x.name === 'kiosk_sessions'))).toBe(true);
  });
});
