import { pollUntil } from '../../lib/pollUntil';
import { databaseVariants } from '../testing/databaseVariants';
import { isolatedPostgresUrl } from '../testing/isolatedPostgresUrl';
import type { Coordination, IndexerRole } from './Coordination';
import { createPgCoordination } from './createPgCoordination';

// Two "instances" in one process, each with its own dedicated connection, on one schema: what separate
// processes share is the database, and that is what is real here (test/scale kills real processes).

const postgres = databaseVariants().find((variant) => variant.name === 'postgres');
const chain = 'eip155:31337';

describe('coordination through PostgreSQL [postgres]', () => {
  if (!postgres?.databaseUrl) {
    test.skip(`postgres: skipped (${postgres?.skipReason})`, () => {});
    return;
  }
  const serverUrl = postgres.databaseUrl;
  let drop: () => Promise<void> = async () => {};
  let databaseUrl = '';
  const open: { coordination: Coordination; roles: [string, IndexerRole][] }[] = [];
  const errors: unknown[] = [];

  const instance = () => {
    const roles: [string, IndexerRole][] = [];
    const coordination = createPgCoordination({
      databaseUrl,
      retryMs: 50,
      onRole: (name, role) => roles.push([name, role]),
      onError: (error) => errors.push(error),
    });
    const made = { coordination, roles };
    open.push(made);
    return made;
  };

  beforeAll(async () => {
    const isolated = await isolatedPostgresUrl(serverUrl);
    drop = isolated.drop;
    databaseUrl = isolated.databaseUrl;
  });
  afterAll(async () => {
    for (const { coordination } of open) await coordination.close();
    await drop();
  });

  test('one leads a chain, the other stands by and takes over once the leader is gone', async () => {
    const first = instance();
    const second = instance();
    expect(await first.coordination.lead(chain)).toBe(true);
    expect(await second.coordination.lead(chain)).toBe(false);
    expect(await first.coordination.lead(chain)).toBe(true);
    expect(first.coordination.roles()).toEqual({ [chain]: 'leader' });
    expect(second.coordination.roles()).toEqual({ [chain]: 'standby' });
    // Another chain is another lock.
    expect(await second.coordination.lead('eip155:1')).toBe(true);

    await first.coordination.close();
    await pollUntil(async () => ((await second.coordination.lead(chain)) ? true : undefined), {
      timeoutMs: 5000,
    });
    expect(second.roles).toEqual([
      [chain, 'standby'],
      ['eip155:1', 'leader'],
      [chain, 'leader'],
    ]);
    expect(errors).toEqual([]);
  });
});
