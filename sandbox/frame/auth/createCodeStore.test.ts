import { createDatabase } from '../../api/db/createDatabase';
import type { Database } from '../../api/db/Database';
import { runMigrations } from '../../api/db/runMigrations';
import { databaseVariants } from '../../api/testing/databaseVariants';
import { isolatedPostgresUrl } from '../../api/testing/isolatedPostgresUrl';
import { authMigrations } from './authMigrations';
import { createCodeStore } from './createCodeStore';
import { createKeyVault } from './keyVault';

// Issue 12, attack 4: the one-time-code limits must hold under concurrency. Before, 60 / 200 parallel
// wrong codes got 11 / 7 checks where the limit is 3, and 20 parallel requests sent 20 mails where the
// 30 s cooldown allows one. Run on PGlite under `npm test` and on PostgreSQL under `npm run test:postgres`.

for (const variant of databaseVariants()) {
  describe(`one-time codes under concurrency [${variant.name}]`, () => {
    if (variant.skipReason) {
      test.skip(`${variant.name}: skipped (${variant.skipReason})`, () => {});
      return;
    }
    let db: Database;
    let drop: (() => Promise<void>) | undefined;
    const mails: Array<{ to: string; text: string }> = [];
    let clock = Date.parse('2026-11-23T12:00:00Z');
    const vault = createKeyVault(Buffer.alloc(32, 7));
    const store = () =>
      createCodeStore({
        db,
        sendMail: async (mail) => void mails.push(mail),
        now: () => clock,
        hashEmail: vault.lookupHash,
      });

    beforeAll(async () => {
      const isolated = variant.databaseUrl ? await isolatedPostgresUrl(variant.databaseUrl) : undefined;
      drop = isolated?.drop;
      db = await createDatabase(isolated ? { databaseUrl: isolated.databaseUrl } : {});
      await runMigrations(db, authMigrations);
    }, 30_000);
    afterAll(async () => {
      await db?.close();
      await drop?.();
    });
    beforeEach(() => {
      mails.length = 0;
      clock += 3_600_000;
    });

    /** The code in the last mail to `email`. */
    const lastCode = (email: string) =>
      /code is (\d{6})/.exec(mails.filter((m) => m.to === email).at(-1)!.text)![1]!;

    test('default: a code is mailed once, checks once, and a used code does not hold up the next', async () => {
      const codes = store();
      await codes.sendCode('a@example.com', 'login', null);
      expect(mails).toHaveLength(1);
      await expect(codes.checkCode('a@example.com', 'login', lastCode('a@example.com'))).resolves.toBeNull();
      await codes.sendCode('a@example.com', 'login', null);
      expect(mails).toHaveLength(2);
      // At rest (issue 12 item 6): the address is kept only as its keyed hash.
      const stored = await db.query(
        'select * from frame_codes union all select null, null, null, null, null, null, null, null, null from frame_code_cooldowns',
      );
      expect(JSON.stringify(stored.rows)).not.toContain('a@example.com');
    });

    test.each([60, 200])(
      'error: %i parallel wrong codes get at most 3 checks, and then even the right code is refused',
      async (count) => {
        const email = `wrong-${count}@example.com`;
        const codes = store();
        await codes.sendCode(email, 'login', null);
        const right = lastCode(email);
        const wrong = right === '000000' ? '111111' : '000000';
        const results = await Promise.allSettled(
          Array.from({ length: count }, () => codes.checkCode(email, 'login', wrong)),
        );
        const messages = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'));
        expect(messages.filter((m) => m === 'Invalid code')).toHaveLength(3);
        expect(messages.filter((m) => m === 'Too many wrong codes; request a new code')).toHaveLength(
          count - 3,
        );
        await expect(codes.checkCode(email, 'login', right)).rejects.toThrow('Too many wrong codes');
      },
    );

    test('error: 20 parallel code requests send one mail; the others are told how long to wait', async () => {
      const email = 'burst@example.com';
      const codes = store();
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => codes.sendCode(email, 'login', null)),
      );
      expect(mails.filter((m) => m.to === email)).toHaveLength(1);
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as Error).message);
      expect(refused).toHaveLength(19);
      for (const message of refused) expect(message).toBe('Please try again after 30 seconds');
      clock += 30_000;
      await codes.sendCode(email, 'login', null);
      expect(mails.filter((m) => m.to === email)).toHaveLength(2);
    });

    test('error: two parallel right codes consume it once', async () => {
      const email = 'twice@example.com';
      const codes = store();
      await codes.sendCode(email, 'login', null);
      const code = lastCode(email);
      const results = await Promise.allSettled([
        codes.checkCode(email, 'login', code),
        codes.checkCode(email, 'login', code),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    });
  });
}
