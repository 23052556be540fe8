import { z } from 'zod';
import { SAFE_RPC_METHODS } from '../../core/constants/rpcMethods';
import {
  boundedString,
  chainIdSchema,
  evmAddressSchema,
  FRAME_LIMITS,
  hexSchema,
  nonEmptyStringSchema,
  solanaAddressSchema,
} from './primitives';

// RPC request payloads the embedded wallet accepts (SPEC §3 batch-call and Solana payloads, §5 list).
// Exactly EMBEDDED_SUPPORTED_RPC_METHODS: a method outside it fails the schema.

/** Safe methods with a payload of their own below; the rest are plain chain reads. */
const SAFE_METHODS_WITH_SCHEMA = [
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const;
type SafeMethodWithSchema = (typeof SAFE_METHODS_WITH_SCHEMA)[number];
type ChainReadMethod = Exclude<(typeof SAFE_RPC_METHODS)[number], SafeMethodWithSchema>;

/** The eth_* reads (and eth_sendRawTransaction) that the wallet forwards to the chain as-is. */
export const CHAIN_READ_METHODS = SAFE_RPC_METHODS.filter(
  (method): method is ChainReadMethod => !(SAFE_METHODS_WITH_SCHEMA as readonly string[]).includes(method),
) as [ChainReadMethod, ...ChainReadMethod[]];

/** SPEC §3: commitment levels of Solana's `preflightCommitment`. */
export const preflightCommitmentSchema = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]);

/** An EVM transaction request: every numeric field a hex quantity. */
export const evmTransactionSchema = z.object({
  from: evmAddressSchema.optional(),
  to: evmAddressSchema.optional(),
  data: hexSchema.optional(),
  input: hexSchema.optional(),
  value: hexSchema.optional(),
  gas: hexSchema.optional(),
  gasPrice: hexSchema.optional(),
  maxFeePerGas: hexSchema.optional(),
  maxPriorityFeePerGas: hexSchema.optional(),
  nonce: hexSchema.optional(),
  chainId: hexSchema.optional(),
  type: hexSchema.optional(),
});

/** SPEC §3 batch-call request (EIP-5792 `wallet_sendCalls`); `to` and `data` start with 0x (§5). */
export const sendCallsRequestSchema = z.object({
  chainId: hexSchema,
  from: evmAddressSchema.optional(),
  version: boundedString(FRAME_LIMITS.short).min(1),
  capabilities: z.record(z.string(), z.unknown()).optional(),
  calls: z
    .array(z.object({ to: evmAddressSchema, data: hexSchema.optional(), value: hexSchema.optional() }))
    .min(1),
});

/** SPEC §3 Solana `signAndSendTransaction` options. */
export const solanaSendOptionsSchema = z.object({
  skipPreflight: z.boolean().optional(),
  preflightCommitment: preflightCommitmentSchema.optional(),
  maxRetries: z.number().int().nonnegative().optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
});

/** EIP-712 typed data: a JSON string or the object itself. */
const typedDataSchema = z.union([
  z.string().min(1),
  z.object({
    types: z.record(
      boundedString(FRAME_LIMITS.short),
      z.array(z.object({ name: boundedString(FRAME_LIMITS.short), type: boundedString(FRAME_LIMITS.short) })),
    ),
    primaryType: boundedString(FRAME_LIMITS.short).min(1),
    domain: z.record(z.string(), z.unknown()),
    message: z.record(z.string(), z.unknown()),
  }),
]);

/** A permissions request or revocation: an object the wallet interprets (ERC-7715). */
const permissionsObjectSchema = z.record(z.string(), z.unknown());

const rpc = <M extends string, P extends z.ZodType>(method: M, params: P) =>
  z.object({ method: z.literal(method), params, chainId: chainIdSchema.optional() });

/** The RPC request payload, discriminated by `method`. */
export const rpcRequestPayloadSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.enum(CHAIN_READ_METHODS),
    params: z.array(z.unknown()).optional(),
    chainId: chainIdSchema.optional(),
  }),
  rpc('personal_sign', z.tuple([boundedString(FRAME_LIMITS.data), evmAddressSchema])),
  rpc('eth_signTypedData_v4', z.tuple([evmAddressSchema, typedDataSchema])),
  rpc('eth_sendTransaction', z.tuple([evmTransactionSchema])),
  rpc('wallet_sendCalls', z.tuple([sendCallsRequestSchema])),
  rpc('wallet_getCallsStatus', z.tuple([nonEmptyStringSchema])),
  rpc('wallet_getCapabilities', z.tuple([evmAddressSchema, z.array(hexSchema).optional()])),
  rpc('wallet_grantPermissions', z.tuple([permissionsObjectSchema])),
  rpc('wallet_revokePermissions', z.tuple([permissionsObjectSchema])),
  rpc(
    'wallet_getAssets',
    z.tuple([
      z.object({
        account: evmAddressSchema,
        chainFilter: z.array(hexSchema).optional(),
        assetFilter: z.record(z.string(), z.unknown()).optional(),
        assetTypeFilter: z.array(boundedString(FRAME_LIMITS.short)).max(16).optional(),
      }),
    ]),
  ),
  rpc('solana_signMessage', z.object({ message: nonEmptyStringSchema, pubkey: solanaAddressSchema })),
  rpc('solana_signTransaction', z.object({ transaction: nonEmptyStringSchema })),
  rpc('solana_signAllTransactions', z.object({ transactions: z.array(nonEmptyStringSchema).min(1) })),
  rpc(
    'solana_signAndSendTransaction',
    z.object({ transaction: nonEmptyStringSchema, options: solanaSendOptionsSchema.optional() }),
  ),
]);

export type RpcRequestPayload = z.infer<typeof rpcRequestPayloadSchema>;
