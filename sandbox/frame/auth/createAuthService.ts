import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../api/db/Database';
import { AuthError } from './AuthError';
import { createCodeStore, type SendMail } from './createCodeStore';
import type { OidcAttempt, OidcClient } from './createOidcClient';
import { createUserKeys, type UserKeys } from './createUserKeys';
import type { KeyVault } from './keyVault';

export type { SendMail };

export interface CreateAuthServiceParameters {
  db: Database;
  vault: KeyVault;
  sendMail: SendMail;
  oidc: OidcClient;
  /** Public base URL of the frame origin (for device-approval and Farcaster stub links). */
  publicUrl: () => string;
  now?: () => number;
}

/** The signed-in user as the frame page sees it (no secrets). */
export interface SessionUser {
  userId: string;
  email: string | null;
  userName: string | null;
  evmAddress: string;
  solanaAddress: string;
}

/** Who a session was opened for: the page embedding the frame and its project (issue 12 item 1). */
export interface SessionBinding {
  parentOrigin: string;
  projectId: string;
}

const SESSION_TTL_MS = 7 * 24 * 3600_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const token = () => randomBytes(32).toString('base64url');

/** The reference auth service: e-mail codes, device approval, OIDC and Farcaster-stub logins, sessions, keys. */
export function createAuthService({
  db,
  vault,
  sendMail,
  oidc,
  publicUrl,
  now = Date.now,
}: CreateAuthServiceParameters) {
  const at = (offsetMs = 0) => new Date(now() + offsetMs).toISOString();
  // At rest (issue 12 item 6): what is only compared is kept as a keyed HMAC (one namespace per kind),
  // what is read back is sealed with AES-GCM and bound to the user id; no personal data in clear.
  const hashOf = (kind: 'email' | 'oidc' | 'farcaster', text: string) => vault.lookupHash(`${kind}:${text}`);
  const sealed = (kind: string, userId: string, text: string | null | undefined) =>
    text == null ? null : vault.seal(text, `${kind}:${userId}`);
  const opened = (kind: string, userId: string, box: string | null) =>
    box == null ? null : vault.open(box, `${kind}:${userId}`);
  const { sendCode, checkCode } = createCodeStore({
    db,
    sendMail,
    now,
    hashEmail: (email) => hashOf('email', email),
  });

  async function userByEmail(email: string) {
    const { rows } = await db.query<{ id: string }>('select id from frame_users where email_hash = $1', [
      hashOf('email', email),
    ]);
    return rows[0]?.id;
  }

  async function createUser(fields: {
    email?: string | null;
    oidcSubject?: string;
    farcasterName?: string;
    userName?: string;
  }) {
    const id = randomUUID();
    const { keys, evmAddress, solanaAddress } = createUserKeys();
    await db.query(
      `insert into frame_users (id, email_hash, email_sealed, oidc_subject_hash, farcaster_name_hash,
         user_name_sealed, evm_address, solana_address, sealed_keys)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        fields.email ? hashOf('email', fields.email) : null,
        sealed('email', id, fields.email),
        fields.oidcSubject ? hashOf('oidc', fields.oidcSubject) : null,
        fields.farcasterName ? hashOf('farcaster', fields.farcasterName) : null,
        sealed('user_name', id, fields.userName),
        evmAddress,
        solanaAddress,
        vault.seal(JSON.stringify(keys), id),
      ],
    );
    return id;
  }

  async function openSession(userId: string, deviceId: string, binding: SessionBinding) {
    const value = token();
    await db.query(
      `insert into frame_sessions (token_hash, user_id, device_id, expires_at, parent_origin, project_id)
       values ($1, $2, $3, $4, $5, $6)`,
      [sha256(value), userId, deviceId, at(SESSION_TTL_MS), binding.parentOrigin, binding.projectId],
    );
    return { token: value };
  }

  async function approveDeviceNow(userId: string, deviceId: string) {
    await db.query(
      `insert into frame_devices (user_id, device_id, approved_at) values ($1, $2, $3)
       on conflict (user_id, device_id) do update set approved_at = $3, approval_token_hash = null`,
      [userId, deviceId, at()],
    );
  }

  async function pending(kind: string, id: string, remove = false) {
    const { rows } = await db.query<{ data: string }>(
      'select data from frame_pending where id = $1 and kind = $2',
      [id, kind],
    );
    if (remove) await db.query('delete from frame_pending where id = $1', [id]);
    if (!rows[0]) return undefined;
    // An e-mail change holds the new address: sealed like the user's own.
    const data = kind === 'update' ? vault.open(rows[0].data, `pending:${id}`) : rows[0].data;
    return JSON.parse(data) as Record<string, string>;
  }

  const service = {
    /** CONNECT_EMAIL: a code for a new user or a known device; a device-approval e-mail otherwise. */
    async startEmail(email: string, deviceId: string): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }> {
      const userId = await userByEmail(email);
      if (userId) {
        const { rows } = await db.query<{ approved_at: unknown }>(
          'select approved_at from frame_devices where user_id = $1 and device_id = $2',
          [userId, deviceId],
        );
        if (!rows[0]?.approved_at) {
          const approval = token();
          await db.query(
            `insert into frame_devices (user_id, device_id, approval_token_hash) values ($1, $2, $3)
             on conflict (user_id, device_id) do update set approval_token_hash = $3`,
            [userId, deviceId, sha256(approval)],
          );
          await sendMail({
            to: email,
            subject: 'Approve a new device for your Portico sandbox wallet',
            text: `Someone is signing in to your wallet from a new browser. If it is you, open this link:\n\n${publicUrl()}/device/approve?token=${approval}\n\nIf it is not you, ignore this e-mail.`,
          });
          return { action: 'VERIFY_DEVICE' };
        }
      }
      await sendCode(email, 'login', userId ?? null);
      return { action: 'VERIFY_OTP' };
    },

    /** Whether the device was approved through the e-mailed link. */
    async deviceApproved(email: string, deviceId: string): Promise<boolean> {
      const { rows } = await db.query<{ approved_at: unknown }>(
        `select d.approved_at from frame_devices d join frame_users u on u.id = d.user_id
         where u.email_hash = $1 and d.device_id = $2`,
        [hashOf('email', email), deviceId],
      );
      return Boolean(rows[0]?.approved_at);
    },

    /** GET /device/approve: true when the token named a pending device. */
    async approveDevice(approvalToken: string): Promise<boolean> {
      const result = await db.query(
        'update frame_devices set approved_at = $2, approval_token_hash = null where approval_token_hash = $1',
        [sha256(approvalToken), at()],
      );
      return result.affectedRows > 0;
    },

    /** CONNECT_OTP: signs up (keys made now) or signs in, registering the device. */
    async verifyEmail(email: string, deviceId: string, otp: string, binding: SessionBinding) {
      await checkCode(email, 'login', otp);
      const userId = (await userByEmail(email)) ?? (await createUser({ email }));
      await approveDeviceNow(userId, deviceId);
      return openSession(userId, deviceId, binding);
    },

    /** The session's user, only when asked for the pair it was opened for. */
    async session(sessionToken: string, binding: SessionBinding): Promise<SessionUser | undefined> {
      const { rows } = await db.query<{
        id: string;
        email_sealed: string | null;
        user_name_sealed: string | null;
        evm_address: string;
        solana_address: string;
      }>(
        `select u.id, u.email_sealed, u.user_name_sealed, u.evm_address, u.solana_address from frame_sessions s
         join frame_users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > $2
           and s.parent_origin = $3 and s.project_id = $4`,
        [sha256(sessionToken), at(), binding.parentOrigin, binding.projectId],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        userId: row.id,
        email: opened('email', row.id, row.email_sealed),
        userName: opened('user_name', row.id, row.user_name_sealed),
        evmAddress: row.evm_address,
        solanaAddress: row.solana_address,
      };
    },

    async requireSession(sessionToken: string | undefined, binding: SessionBinding): Promise<SessionUser> {
      const user = sessionToken ? await service.session(sessionToken, binding) : undefined;
      if (!user) throw new AuthError(401, 'Not signed in');
      return user;
    },

    /** The decrypted keys, for the signed-in frame page only. */
    async keys(sessionToken: string | undefined, binding: SessionBinding): Promise<UserKeys> {
      const user = await service.requireSession(sessionToken, binding);
      const { rows } = await db.query<{ sealed_keys: string }>(
        'select sealed_keys from frame_users where id = $1',
        [user.userId],
      );
      return JSON.parse(vault.open(rows[0]?.sealed_keys ?? '', user.userId)) as UserKeys;
    },

    /** Ends the session, only when asked for the pair it was opened for (another embedding cannot). */
    async signOut(sessionToken: string | undefined, binding: SessionBinding): Promise<void> {
      if (sessionToken)
        await db.query(
          'delete from frame_sessions where token_hash = $1 and parent_origin = $2 and project_id = $3',
          [sha256(sessionToken), binding.parentOrigin, binding.projectId],
        );
    },

    /** GET_SOCIAL_REDIRECT_URI: the provider URL; the attempt is kept under its state. */
    async startSocial(provider: string, redirectUri: string): Promise<{ uri: string }> {
      const { attempt, uri } = await oidc.authorize(redirectUri, provider);
      await db.query('insert into frame_pending (id, kind, data) values ($1, $2, $3)', [
        attempt.state,
        'social',
        JSON.stringify(attempt),
      ]);
      return { uri };
    },

    /** CONNECT_SOCIAL: the code exchange; finds or creates the user behind the OIDC subject. */
    async finishSocial(callbackUri: string, deviceId: string, binding: SessionBinding) {
      let callback: URL;
      try {
        callback = new URL(callbackUri);
      } catch {
        throw new AuthError(400, 'Social login failed: the redirect is not a URL');
      }
      const attempt = (await pending('social', callback.searchParams.get('state') ?? '', true)) as
        | OidcAttempt
        | undefined;
      if (!attempt) throw new AuthError(400, 'Social login failed: unknown or used state');
      const identity = await oidc.exchange(callback, attempt);
      const { rows } = await db.query<{ id: string }>(
        'select id from frame_users where oidc_subject_hash = $1',
        [hashOf('oidc', identity.subject)],
      );
      let userId = rows[0]?.id;
      if (!userId) {
        // An address already owned by an e-mail login is not taken over: the user gets a wallet without it.
        const email = identity.email && !(await userByEmail(identity.email)) ? identity.email : null;
        userId = await createUser({
          email,
          oidcSubject: identity.subject,
          ...(identity.userName ? { userName: identity.userName } : {}),
        });
      }
      await approveDeviceNow(userId, deviceId);
      return openSession(userId, deviceId, binding);
    },

    /** GET_FARCASTER_URI: a stub request approved on the frame origin's /farcaster page. */
    async startFarcaster(): Promise<{ id: string; url: string }> {
      const id = token();
      await db.query('insert into frame_pending (id, kind, data) values ($1, $2, $3)', [
        id,
        'farcaster',
        '{}',
      ]);
      return { id, url: `${publicUrl()}/farcaster?request=${id}` };
    },

    async approveFarcaster(id: string, userName: string): Promise<boolean> {
      if (!/^[a-z0-9][a-z0-9-]{0,15}$/.test(userName))
        throw new AuthError(400, 'A Farcaster user name is 1-16 lower-case letters, digits or dashes');
      const result = await db.query(
        `update frame_pending set data = $2 where id = $1 and kind = 'farcaster' and data = '{}'`,
        [id, JSON.stringify({ userName })],
      );
      return result.affectedRows > 0;
    },

    /** CONNECT_FARCASTER poll: undefined until approved; then a session for that user name. */
    async finishFarcaster(id: string, deviceId: string, binding: SessionBinding) {
      const data = await pending('farcaster', id);
      if (!data) throw new AuthError(400, 'Unknown Farcaster request');
      const userName = data.userName;
      if (!userName) return undefined;
      await pending('farcaster', id, true);
      const { rows } = await db.query<{ id: string }>(
        'select id from frame_users where farcaster_name_hash = $1',
        [hashOf('farcaster', userName)],
      );
      const userId = rows[0]?.id ?? (await createUser({ farcasterName: userName, userName }));
      await approveDeviceNow(userId, deviceId);
      return { ...(await openSession(userId, deviceId, binding)), userName };
    },

    /** UPDATE_EMAIL: a code to the current address first; without one, straight to the new address. */
    async startEmailUpdate(sessionToken: string | undefined, newEmail: string, binding: SessionBinding) {
      const user = await service.requireSession(sessionToken, binding);
      if (await userByEmail(newEmail)) throw new AuthError(409, 'This e-mail is already in use');
      await db.query(`delete from frame_pending where id = $1`, [`update:${user.userId}`]);
      await db.query('insert into frame_pending (id, kind, data) values ($1, $2, $3)', [
        `update:${user.userId}`,
        'update',
        vault.seal(JSON.stringify({ newEmail }), `pending:update:${user.userId}`),
      ]);
      if (user.email) {
        await sendCode(user.email, 'update-primary', user.userId);
        return { action: 'VERIFY_PRIMARY_OTP' as const };
      }
      await sendCode(newEmail, 'update-secondary', user.userId);
      return { action: 'VERIFY_SECONDARY_OTP' as const };
    },

    async verifyEmailUpdatePrimary(sessionToken: string | undefined, otp: string, binding: SessionBinding) {
      const user = await service.requireSession(sessionToken, binding);
      const update = await pending('update', `update:${user.userId}`);
      if (!update?.newEmail || !user.email) throw new AuthError(400, 'No e-mail update is in progress');
      await checkCode(user.email, 'update-primary', otp);
      await db.query('update frame_pending set data = $2 where id = $1', [
        `update:${user.userId}`,
        vault.seal(JSON.stringify({ ...update, primaryVerified: 'yes' }), `pending:update:${user.userId}`),
      ]);
      await sendCode(update.newEmail, 'update-secondary', user.userId);
    },

    async verifyEmailUpdateSecondary(sessionToken: string | undefined, otp: string, binding: SessionBinding) {
      const user = await service.requireSession(sessionToken, binding);
      const update = await pending('update', `update:${user.userId}`);
      if (!update?.newEmail) throw new AuthError(400, 'No e-mail update is in progress');
      if (user.email && update.primaryVerified !== 'yes') {
        throw new AuthError(400, 'Verify the code sent to your current e-mail first');
      }
      await checkCode(update.newEmail, 'update-secondary', otp);
      await db.query('update frame_users set email_hash = $2, email_sealed = $3 where id = $1', [
        user.userId,
        hashOf('email', update.newEmail),
        sealed('email', user.userId, update.newEmail),
      ]);
      await pending('update', `update:${user.userId}`, true);
      return { newEmail: update.newEmail };
    },
  };
  return service;
}

export type AuthService = ReturnType<typeof createAuthService>;
