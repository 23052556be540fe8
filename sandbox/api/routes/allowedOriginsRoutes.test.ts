import { seedAllowedOrigins } from '../seedAllowedOrigins';
import { describeEachDatabase } from '../testing/describeEachDatabase';

// Issue 12 item 1: the allow-list is per project and empty by default, so no other local port can
// embed a project's wallet (the old default admitted http://127.0.0.1:* for every project).

describeEachDatabase('allowed origins per project', (harness) => {
  const list = async (projectId: string) =>
    (await harness().request('GET', `/v1/allowed-origins?projectId=${projectId}`)).json.allowedOrigins;

  test('default: without configuration no origin is allowed for any project', async () => {
    expect(await list('sandbox')).toEqual([]);
    expect(await list('other')).toEqual([]);
  });

  test("behavior: a project's own list is served to it only, and seeding it again replaces it", async () => {
    const { db } = harness().api;
    await seedAllowedOrigins(db, ['http://127.0.0.1:5173', 'http://localhost:5173'], 'sandbox');
    expect(await list('sandbox')).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(await list('other')).toEqual([]);
    await seedAllowedOrigins(db, ['http://127.0.0.1:6000'], 'sandbox');
    expect(await list('sandbox')).toEqual(['http://127.0.0.1:6000']);
    // Rows for every project ('*') still apply to each project, next to its own.
    await seedAllowedOrigins(db, ['https://*.example.com']);
    expect(await list('other')).toEqual(['https://*.example.com']);
    expect(await list('sandbox')).toEqual(['http://127.0.0.1:6000', 'https://*.example.com']);
    await seedAllowedOrigins(db, []);
    await seedAllowedOrigins(db, [], 'sandbox');
  });
});
