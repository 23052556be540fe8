import { z } from 'zod';
import {
  FRAME_APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  FRAME_READY_EVENT,
  type FrameAppEventName,
} from '../../core/constants/frame';
import {
  connectEmailActionSchema,
  dappPayloadSchema,
  frameUserSchema,
  smartAccountSchema,
  themePayloadSchema,
  updateEmailActionSchema,
} from './payloads';
import {
  accountTypeSchema,
  boundedString,
  chainIdSchema,
  emailSchema,
  evmAddressSchema,
  FRAME_LIMITS,
  noPayloadSchema,
  otpSchema,
  socialProviderSchema,
} from './primitives';
import { rpcRequestPayloadSchema } from './rpc';

// SPEC §7 embedded-wallet messaging: one app event per table row, each answered by a success or an
// error frame event carrying the same request id. Envelope: { type, id, payload }.

/** Payload of each app event (app -> frame). */
export const appEventPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  CONNECT_DEVICE: noPayloadSchema,
  CONNECT_OTP: z.object({ otp: otpSchema }),
  CONNECT_SOCIAL: z.object({ uri: boundedString(FRAME_LIMITS.url).min(1) }),
  GET_FARCASTER_URI: noPayloadSchema,
  CONNECT_FARCASTER: noPayloadSchema,
  GET_USER: z.object({
    chainId: chainIdSchema,
    preferredAccountType: accountTypeSchema.optional(),
  }),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProviderSchema }),
  SIGN_OUT: noPayloadSchema,
  IS_CONNECTED: z.object({ token: boundedString(FRAME_LIMITS.url).optional() }),
  GET_CHAIN_ID: noPayloadSchema,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: noPayloadSchema,
  INIT_SMART_ACCOUNT: noPayloadSchema,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema }),
  RPC_REQUEST: rpcRequestPayloadSchema,
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: otpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: otpSchema }),
  SYNC_THEME: themePayloadSchema,
  SYNC_DAPP_DATA: dappPayloadSchema,
  RELOAD: noPayloadSchema,
} as const satisfies Record<FrameAppEventName, z.ZodType>;

/** Payload of each success frame event (frame -> app), by the app event it answers. */
export const frameSuccessPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: z.object({ action: connectEmailActionSchema }),
  CONNECT_DEVICE: noPayloadSchema,
  CONNECT_OTP: noPayloadSchema,
  CONNECT_SOCIAL: frameUserSchema,
  GET_FARCASTER_URI: z.object({ url: boundedString(FRAME_LIMITS.url).min(1) }),
  CONNECT_FARCASTER: z.object({ userName: boundedString(FRAME_LIMITS.short) }),
  GET_USER: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: boundedString(FRAME_LIMITS.url).min(1) }),
  SIGN_OUT: noPayloadSchema,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: chainIdSchema }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number().int()) }),
  INIT_SMART_ACCOUNT: smartAccountSchema,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, address: evmAddressSchema }),
  // The result of a JSON-RPC call: any structured-clonable value; the provider checks it per method.
  RPC_REQUEST: z.unknown(),
  UPDATE_EMAIL: z.object({ action: updateEmailActionSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: noPayloadSchema,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  SYNC_THEME: noPayloadSchema,
  SYNC_DAPP_DATA: noPayloadSchema,
  RELOAD: noPayloadSchema,
} as const satisfies Record<FrameAppEventName, z.ZodType>;

/** Payload of every error frame event; without a message the kit reports 'An error occurred'. */
export const frameErrorPayloadSchema = z
  .object({ message: boundedString(FRAME_LIMITS.url).optional() })
  .optional();

/**
 * Payload of the ready frame event: none, or an empty object, which AppKit-protocol frames send (issue
 * 24: such a frame never became ready). Strict: a READY carrying any field is still refused.
 */
export const frameReadyPayloadSchema = z.union([noPayloadSchema, z.strictObject({})]);

/**
 * Payload of the refusal the frame posts instead of READY when the page embedding it (or one of its
 * ancestors) is not on the project's allow-list: what it saw, so the kit's alert can say why.
 */
export const frameRefusedPayloadSchema = z
  .object({
    origin: boundedString(FRAME_LIMITS.url).optional(),
    projectId: boundedString(FRAME_LIMITS.short).optional(),
  })
  .optional();

/**
 * Why the frame's session ended without this kit asking (SIGN_OUT from this kit is answered, not
 * announced): `signed_out` — its stored session disappeared (sign-out in another tab of the same
 * embedding); `ended` — the auth service no longer knows it (revoked or expired).
 */
export const sessionEndedReasonSchema = z.enum(['signed_out', 'ended']);

/** Payload of the unsolicited SESSION_ENDED frame event: the keys have left the frame's memory. */
export const frameSessionEndedPayloadSchema = z.object({ reason: sessionEndedReasonSchema });

/** The tallest content height the frame may report, in CSS pixels; the kit clamps lower still. */
export const FRAME_MAX_REPORTED_HEIGHT = 4096;

/**
 * Payload of the unsolicited RESIZE frame event: the height in CSS pixels the frame's shown content
 * (the approval card) needs, so the kit sizes the iframe's slot to it instead of a fixed guess.
 */
export const frameResizePayloadSchema = z.object({
  height: z.number().int().min(0).max(FRAME_MAX_REPORTED_HEIGHT),
});

/**
 * Payload of the ABORT_REQUEST app event: the id of an open request the kit no longer waits for (its
 * Cancel, a closed modal); the frame drops that approval card or queued entry. No reply is sent.
 */
export const abortRequestPayloadSchema = z.object({ id: z.string().min(1).max(128) });

/** The envelope every message shares, checked before the payload. */
export const envelopeSchema = z.object({
  type: z.string().min(1).max(128),
  id: z.string().min(1).max(128),
  payload: z.unknown().optional(),
});

export type AppEventPayload<K extends FrameAppEventName> = z.infer<(typeof appEventPayloadSchemas)[K]>;
export type FrameSuccessPayload<K extends FrameAppEventName> = z.infer<
  (typeof frameSuccessPayloadSchemas)[K]
>;
export type FrameErrorPayload = z.infer<typeof frameErrorPayloadSchema>;

/** Wire type of an app event. */
export const appEventType = <K extends FrameAppEventName>(name: K) =>
  `${FRAME_APP_EVENT_PREFIX}${name}` as const;
/** Wire type of the success frame event answering `name`. */
export const frameSuccessType = <K extends FrameAppEventName>(name: K) =>
  `${FRAME_EVENT_PREFIX}${name}_SUCCESS` as const;
/** Wire type of the error frame event answering `name`. */
export const frameErrorType = <K extends FrameAppEventName>(name: K) =>
  `${FRAME_EVENT_PREFIX}${name}_ERROR` as const;
/** Wire type of the ready frame event. */
export const FRAME_READY_TYPE = `${FRAME_EVENT_PREFIX}${FRAME_READY_EVENT}` as const;
/** Wire type of the refusal: this embedding is not allowed for the project (no READY follows). */
export const FRAME_REFUSED_TYPE = `${FRAME_EVENT_PREFIX}ORIGIN_NOT_ALLOWED` as const;

/** Wire type of the unsolicited frame event: the frame's session is gone (issue 12 item 3). */
export const FRAME_SESSION_ENDED_TYPE = `${FRAME_EVENT_PREFIX}SESSION_ENDED` as const;
/** Wire type of the unsolicited frame event giving the height its content needs. */
export const FRAME_RESIZE_TYPE = `${FRAME_EVENT_PREFIX}RESIZE` as const;
/** Wire type of the app event that withdraws an open request; it is answered by nothing. */
export const APP_ABORT_REQUEST_TYPE = `${FRAME_APP_EVENT_PREFIX}ABORT_REQUEST` as const;

/** Why the frame's session ended. */
export type SessionEndedReason = z.infer<typeof sessionEndedReasonSchema>;

/** The abort app event: not a request, so it has no name in SPEC §7's table and no reply. */
export interface AbortRequestEvent {
  name: 'ABORT_REQUEST';
  type: typeof APP_ABORT_REQUEST_TYPE;
  id: string;
  payload: z.infer<typeof abortRequestPayloadSchema>;
}

/** An app event as posted to the frame. */
export type AppEvent =
  | {
      [K in FrameAppEventName]: { name: K; type: string; id: string; payload: AppEventPayload<K> };
    }[FrameAppEventName]
  | AbortRequestEvent;

/** A frame event as received from the frame. */
export type FrameEvent =
  | { kind: 'ready'; type: string; id: string }
  | { kind: 'refused'; type: string; id: string; payload: z.infer<typeof frameRefusedPayloadSchema> }
  | { kind: 'session-ended'; type: string; id: string; payload: { reason: SessionEndedReason } }
  | { kind: 'resize'; type: string; id: string; payload: z.infer<typeof frameResizePayloadSchema> }
  | {
      [K in FrameAppEventName]: {
        kind: 'success';
        name: K;
        type: string;
        id: string;
        payload: FrameSuccessPayload<K>;
      };
    }[FrameAppEventName]
  | { kind: 'error'; name: FrameAppEventName; type: string; id: string; payload: FrameErrorPayload };
