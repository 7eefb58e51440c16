// The security suite's fixtures, on top of the shared ones (a server per worker): each test seeds
// the agents it needs and opens its own HTTP clients, and everything is removed or closed at
// teardown, so the suite's tests run in any order, in any worker, beside every other spec file.
// - `newAgent(tag, roles?)`: an agent with everything an agent owns (world.ts), deleted after the test.
// - `newClient(user?, opts?)`: an HTTP client with a client IP of its own, logged in through the
//   app's login form when given a user; disposed after the test.
// - `world`: the authorization matrix's owner (A), another agent (B) and an operator.
import { removeUser, test as base } from '../fixtures';
import type { World } from './routes';
import { client, seedAgent, type Agent, type Client } from './world';

export { expect, loginAs, readOutbox, uniqueTag, waitForMail } from '../fixtures';

interface SecurityFixtures {
  newAgent: (tag: string, roles?: number[]) => Promise<Agent>;
  newClient: (...args: Parameters<typeof client> extends [unknown, ...infer R] ? R : never) => Promise<Client>;
  world: World;
}

export const test = base.extend<SecurityFixtures>({
  newAgent: async ({ app }, use) => {
    const made: Agent[] = [];
    await use(async (tag, roles) => {
      const agent = await seedAgent(app, tag, roles);
      made.push(agent);
      return agent;
    });
    for (const agent of made) {
      // Usage rows keep no foreign key to their agent: removed here so no other test counts them.
      await app.db.deleteFrom('responseLogs').where('realtorUserId', '=', agent.id).execute();
      await removeUser(app, agent);
    }
  },
  newClient: async ({ app }, use) => {
    const made: Client[] = [];
    await use(async (...args) => {
      const c = await client(app, ...args);
      made.push(c);
      return c;
    });
    for (const c of made) await c.dispose();
  },
  world: async ({ app, newAgent }, use) => {
    await use({ app, a: await newAgent('A'), b: await newAgent('B'), operator: await newAgent('Op', [3135]) });
  },
});
