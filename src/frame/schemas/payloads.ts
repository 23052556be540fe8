import { z } from 'zod';
import {
  accountTypeSchema,
  chainIdSchema,
  emailSchema,
  evmAddressSchema,
  nonEmptyStringSchema,
} from './primitives';

// Entity payloads of SPEC §3 carried by the frame protocol.

/** SPEC §3 embedded-wallet user, as the frame reports it. */
export const frameUserSchema = z.object({
  email: emailSchema.nullable().optional(),
  address: nonEmptyStringSchema,
  chainId: chainIdSchema,
  accounts: z.array(z.object({ address: nonEmptyStringSchema, type: accountTypeSchema })),
  userName: z.string().optional(),
  smartAccountDeployed: z.boolean().optional(),
  preferredAccountType: accountTypeSchema.optional(),
});

/** A theme variable map: CSS variable names to string or number values. */
const themeVariablesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

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
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string()),
    })
    .optional(),
  sdkVersion: z.string().min(1),
  sdkType: z.string().min(1),
  projectId: z.string().min(1),
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
