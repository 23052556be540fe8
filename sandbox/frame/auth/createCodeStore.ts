import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../../api/db/Database';
import { AuthError } from './AuthError';

/** Sends one plain-text e-mail. */
export type SendMail = (mail: { to: string; subject: string; text: string }) => Promise<void>;

/** What a one-time code is for: login, or the two steps of an e-mail change. */
export type Purpose = 'login' | 'update-primary' | 'update-secondary';

const CODE_COOLDOWN_MS = 30_000; // SPEC §9: e-mail login cooldown 30 s
const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * One-time codes: mailed in clear, stored only as SHA-256 hashes, throttled, three tries each. The
 * address is stored only as `hashEmail(email)` (a keyed HMAC: the database never holds it in clear).
 */
export function createCodeStore({
  db,
  sendMail,
  now,
  hashEmail,
}: {
  db: Database;
  sendMail: SendMail;
  now: () => number;
  hashEmail: (email: string) => string;
}) {
  const at = (offsetMs = 0) => new Date(now() + offsetMs).toISOString();

  /**
   * Mails a fresh code unless an unused one went to this address for this purpose less than 30 s ago (a
   * used code does not hold up the next login, e.g. on a second device). The cooldown is claimed in one
   * statement: of any number of parallel requests, one gets the row and sends; the others are told
   * how long to wait.
   */
  async function sendCode(email: string, purpose: Purpose, userId: string | null) {
    const emailHash = hashEmail(email);
    const { rows: claimed } = await db.query<{ sent_at: string | Date }>(
      `insert into frame_code_cooldowns (email_hash, purpose, sent_at) values ($1, $2, $3)
       on conflict (email_hash, purpose) do update set sent_at = excluded.sent_at
       where frame_code_cooldowns.sent_at <= $4
       returning sent_at`,
      [emailHash, purpose, at(), at(-CODE_COOLDOWN_MS)],
    );
    if (claimed.length === 0) {
      const { rows } = await db.query<{ sent_at: string | Date }>(
        'select sent_at from frame_code_cooldowns where email_hash = $1 and purpose = $2',
        [emailHash, purpose],
      );
      const last = rows[0] ? new Date(rows[0].sent_at).getTime() : now();
      const wait = Math.max(1, Math.ceil((last + CODE_COOLDOWN_MS - now()) / 1000));
      throw new AuthError(429, `Please try again after ${wait} seconds`);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.query(
      'insert into frame_codes (email_hash, purpose, user_id, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
      [emailHash, purpose, userId, sha256(code), at(), at(CODE_TTL_MS)],
    );
    await sendMail({
      to: email,
      subject: `Your Portico sandbox code: ${code}`,
      text: `Your one-time code is ${code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this e-mail.`,
    });
  }

  /** Why the newest code of an address cannot be checked, once claiming an attempt failed. */
  async function refusal(email: string, purpose: Purpose): Promise<AuthError> {
    const { rows } = await db.query<{ attempts: number; consumed: boolean }>(
      'select attempts, consumed from frame_codes where email_hash = $1 and purpose = $2 order by id desc limit 1',
      [hashEmail(email), purpose],
    );
    const row = rows[0];
    if (!row || row.consumed)
      return new AuthError(400, 'No code was requested for this e-mail; request a new code');
    if (row.attempts >= MAX_ATTEMPTS) return new AuthError(429, 'Too many wrong codes; request a new code');
    return new AuthError(400, 'The code has expired; request a new code');
  }

  /**
   * Consumes the newest code for the address and purpose, or throws without consuming it. Each check
   * first claims one of the code's three attempts in a single statement, so parallel guesses cannot
   * get more than three comparisons between them.
   */
  async function checkCode(email: string, purpose: Purpose, otp: string) {
    const { rows } = await db.query<{ id: number; code_hash: string; user_id: string | null }>(
      `update frame_codes set attempts = attempts + 1
       where id = (select id from frame_codes where email_hash = $1 and purpose = $2 order by id desc limit 1)
         and not consumed and attempts < $3 and expires_at >= $4
       returning id, code_hash, user_id`,
      [hashEmail(email), purpose, MAX_ATTEMPTS, at()],
    );
    const row = rows[0];
    if (!row) throw await refusal(email, purpose);
    if (sha256(otp.trim()) !== row.code_hash) throw new AuthError(400, 'Invalid code');
    const { rows: consumed } = await db.query(
      'update frame_codes set consumed = true where id = $1 and not consumed returning id',
      [row.id],
    );
    if (consumed.length === 0)
      throw new AuthError(400, 'No code was requested for this e-mail; request a new code');
    // A used code does not hold up the next one (a second device may log in at once).
    await db.query('delete from frame_code_cooldowns where email_hash = $1 and purpose = $2', [
      hashEmail(email),
      purpose,
    ]);
    return row.user_id;
  }

  return { sendCode, checkCode };
}
