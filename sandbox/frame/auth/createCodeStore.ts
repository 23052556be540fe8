import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../../api/db/Database';
import { AuthError } from './AuthError';
import type { SendMail } from './createAuthService';

/** What a one-time code is for: login, or the two steps of an e-mail change. */
export type Purpose = 'login' | 'update-primary' | 'update-secondary';

const CODE_COOLDOWN_MS = 30_000; // SPEC §9: e-mail login cooldown 30 s
const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One-time codes: mailed in clear, stored only as SHA-256 hashes, throttled, three tries each. */
export function createCodeStore({
  db,
  sendMail,
  now,
}: {
  db: Database;
  sendMail: SendMail;
  now: () => number;
}) {
  const at = (offsetMs = 0) => new Date(now() + offsetMs).toISOString();

  /**
   * Mails a fresh code unless an unused one went to this address for this purpose less than 30 s ago (a
   * used code does not hold up the next login, e.g. on a second device).
   */
  async function sendCode(email: string, purpose: Purpose, userId: string | null) {
    const { rows } = await db.query<{ created_at: string | Date }>(
      'select created_at from frame_codes where email = $1 and purpose = $2 and not consumed order by id desc limit 1',
      [email, purpose],
    );
    const last = rows[0] ? new Date(rows[0].created_at).getTime() : 0;
    const wait = Math.ceil((last + CODE_COOLDOWN_MS - now()) / 1000);
    if (wait > 0) throw new AuthError(429, `Please try again after ${wait} seconds`);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.query(
      'insert into frame_codes (email, purpose, user_id, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
      [email, purpose, userId, sha256(code), at(), at(CODE_TTL_MS)],
    );
    await sendMail({
      to: email,
      subject: `Your Portico sandbox code: ${code}`,
      text: `Your one-time code is ${code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this e-mail.`,
    });
  }

  /** Consumes the newest code for the address and purpose, or throws without consuming it. */
  async function checkCode(email: string, purpose: Purpose, otp: string) {
    const { rows } = await db.query<{
      id: number;
      code_hash: string;
      attempts: number;
      consumed: boolean;
      expires_at: string | Date;
      user_id: string | null;
    }>(
      'select id, code_hash, attempts, consumed, expires_at, user_id from frame_codes where email = $1 and purpose = $2 order by id desc limit 1',
      [email, purpose],
    );
    const row = rows[0];
    if (!row || row.consumed)
      throw new AuthError(400, 'No code was requested for this e-mail; request a new code');
    if (row.attempts >= MAX_ATTEMPTS) throw new AuthError(429, 'Too many wrong codes; request a new code');
    if (new Date(row.expires_at).getTime() < now())
      throw new AuthError(400, 'The code has expired; request a new code');
    if (sha256(otp.trim()) !== row.code_hash) {
      await db.query('update frame_codes set attempts = attempts + 1 where id = $1', [row.id]);
      throw new AuthError(400, 'Invalid code');
    }
    await db.query('update frame_codes set consumed = true where id = $1', [row.id]);
    return row.user_id;
  }

  return { sendCode, checkCode };
}
