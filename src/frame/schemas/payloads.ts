import { z } from 'zod';
import {
  accountTypeSchema,
  boundedString,
  chainIdSchema,
  emailSchema,
  evmAddressSchema,
  FRAME_LIMITS,
  nonEmptyStringSchema,
} from './primitives';

// Entity payloads of SPEC §3 carried by the frame protocol.

/** SPEC §3 embedded-wallet user, as the frame reports it. */
export const frameUserSchema = z.object({
  email: emailSchema.nullable().optional(),
  address: nonEmptyStringSchema,
  chainId: chainIdSchema,
  accounts: z.array(z.object({ address: nonEmptyStringSchema, type: accountTypeSchema })),
  userName: boundedString(FRAME_LIMITS.short).optional(),
  smartAccountDeployed: z.boolean().optional(),
  preferredAccountType: accountTypeSchema.optional(),
});

/** A theme variable map: CSS variable names to string or number values. */
const themeVariablesSchema = z.record(
  boundedString(FRAME_LIMITS.short),
  z.union([boundedString(FRAME_LIMITS.short), z.number()]),
);

/** SPEC §3 theme sync payload. */
export const themePayloadSchema = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: themeVariablesSchema.optional(),
  w3mThemeVariables: themeVariablesSchema.optional(),
});

/** SPEC §3 dapp data payload. */
export const dappPayloadSchema = z.object({
  metadata: z
    .object({
      name: boundedString(FRAME_LIMITS.short),
      description: boundedString(FRAME_LIMITS.url),
      url: boundedString(FRAME_LIMITS.url),
      icons: z.array(boundedString(FRAME_LIMITS.url)).max(16),
    })
    .optional(),
  sdkVersion: boundedString(FRAME_LIMITS.short).min(1),
  sdkType: boundedString(FRAME_LIMITS.short).min(1),
  projectId: boundedString(FRAME_LIMITS.short).min(1),
});

/** SPEC §4 connect-by-e-mail outcome. */
export const connectEmailActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']);

/** SPEC §4 e-mail update outcome (the next code to verify). */
export const updateEmailActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']);

/** Smart-account initialisation result. */
export const smartAccountSchema = z.object({ address: evmAddressSchema, isDeployed: z.boolean() });

export type FrameUser = z.infer<typeof frameUserSchema>;
export type ThemePayload = z.infer<typeof themePayloadSchema>;
export type DappPayload = z.infer<typeof dappPayloadSchema>;
