import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../api/db/createDatabase';
import { runMigrations } from '../../api/db/runMigrations';
import { authMigrations } from './authMigrations';
import { createAuthService } from './createAuthService';
import type { OidcClient } from './createOidcClient';
import { createKeyVault } from './keyVault';
import { sessionBindingMigration } from './sessionBindingMigration';

// Issue 12 item 6: the e-mail appeared in clear in the database's write-ahead log. After a sign-up and
// a sign-in, no byte sequence of the address may be found anywhere in the data directory.

/** Every regular file under `root`. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

describe('personal data at rest', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'frame-at-rest-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  test('default: after a login the e-mail is nowhere in the data directory (WAL included), yet the session reads it back', async () => {
    const dataDir = join(root, 'frame');
    const email = 'visitor.at.rest@example.com';
    const binding = { parentOrigin: 'http://127.0.0.1:5173', projectId: 'sandbox' };
    const mails: Array<{ to: string; subject: string }> = [];
    const db = await createDatabase({ dataDir });
    let clock = Date.parse('2026-11-23T12:00:00Z');
    try {
      await runMigrations(db, [...authMigrations, sessionBindingMigration]);
      const auth = createAuthService({
        db,
        vault: createKeyVault(Buffer.alloc(32, 9)),
        sendMail: async (mail) => void mails.push(mail),
        // The e-mail login never reaches the OIDC provider.
        oidc: {} as OidcClient,
        publicUrl: () => 'http://127.0.0.1:8790',
        now: () => clock,
      });
      const codeOf = () => /code: (\d{6})/.exec(mails.at(-1)?.subject ?? '')?.[1] ?? '';
      const device = 'device-at-rest-0001';
      await expect(auth.startEmail(email, device)).resolves.toEqual({ action: 'VERIFY_OTP' });
      const { token } = await auth.verifyEmail(email, device, codeOf(), binding);
      // A second login of the same address finds the user by its hash.
      clock += 60_000;
      await auth.startEmail(email, device);
      const again = await auth.verifyEmail(email, device, codeOf(), binding);
      const first = await auth.requireSession(token, binding);
      expect(first.email).toBe(email);
      expect((await auth.requireSession(again.token, binding)).userId).toBe(first.userId);
      expect(mails.map((mail) => mail.to)).toEqual([email, email]);
      await db.exec('checkpoint');
    } finally {
      await db.close();
    }
    const files = filesUnder(dataDir);
    expect(files.some((file) => file.includes('pg_wal'))).toBe(true);
    const needles = [email, email.toUpperCase(), 'visitor.at.rest'].map((text) => Buffer.from(text, 'utf8'));
    const found = files.filter((file) => {
      const bytes = readFileSync(file);
      return needles.some((needle) => bytes.includes(needle));
    });
    expect(found).toEqual([]);
    for (const file of files) expect(statSync(file).mode & 0o777).toBe(0o600);
  }, 30_000);
});
