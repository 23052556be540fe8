import { type Hex, isHex, recoverMessageAddress } from 'viem';
import { z } from 'zod';
import { ApiError, badRequest, unsupportedChain } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { evmAddressSchema, kitQueryFields } from '../http/schemas';
import { NAME_LABEL, NAME_ZONE } from './profileNames';

/** How old a registration message may be (seconds); older ones are refused so a capture cannot be replayed later. */
export const REGISTRATION_MAX_AGE_S = 600;
/** How far in the future a message's timestamp may be (seconds): room for a wallet's clock drift. */
export const REGISTRATION_MAX_SKEW_S = 60;

/** ENSIP-11 coin types: 60 is Ethereum mainnet, 0x80000000 | chainId any other EVM chain. */
const isEvmCoinType = (coinType: number) => coinType === 60 || coinType >= 0x80000000;

/** SPEC §7: the registration message is JSON with name, attributes and timestamp (seconds). */
const messageSchema = z.object({
  name: z.string().max(100),
  attributes: z.record(z.string(), z.string().max(500)).default({}),
  timestamp: z.number().int(),
});

function parseMessage(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('message must be JSON with name, attributes and timestamp');
  }
  const parsed = messageSchema.safeParse(value);
  if (!parsed.success) throw badRequest('message must be JSON with name, attributes and timestamp');
  return parsed.data;
}

/**
 * POST /v1/profile/account (SPEC §7): registers `<label>.portico` for the signer. The EIP-191
 * personal_sign signature over the message must recover to `address` (else 401 UNAUTHORIZED), the
 * label must follow SPEC §5 (400), the timestamp must be recent (400), and a taken name is 409 CONFLICT.
 * The message and signature are stored with the name.
 */
export const registerNameRoute = defineRoute({
  method: 'POST',
  path: '/v1/profile/account',
  query: z.object(kitQueryFields),
  body: z.object({
    coin_type: z.number().int().nonnegative(),
    address: evmAddressSchema,
    message: z.string().max(2000),
    signature: z.string().refine((value) => isHex(value), { error: 'signature must be 0x hex' }),
  }),
  async handle({ body, context }) {
    if (!isEvmCoinType(body.coin_type))
      throw unsupportedChain('Names are registered for eip155 accounts only');
    const message = parseMessage(body.message);
    const name = message.name.toLowerCase();
    const label = name.endsWith(`.${NAME_ZONE}`) ? name.slice(0, -(NAME_ZONE.length + 1)) : '';
    if (!NAME_LABEL.test(label))
      throw badRequest(
        `Invalid name ${message.name}: letters, digits and hyphen only, at least 4 characters`,
      );
    const age = Math.floor(Date.now() / 1000) - message.timestamp;
    if (age > REGISTRATION_MAX_AGE_S || age < -REGISTRATION_MAX_SKEW_S)
      throw badRequest('Message timestamp is too old or in the future');
    let signer: string;
    try {
      signer = await recoverMessageAddress({ message: body.message, signature: body.signature as Hex });
    } catch {
      throw new ApiError(401, 'UNAUTHORIZED', 'Signature does not match the address');
    }
    if (signer.toLowerCase() !== body.address.toLowerCase())
      throw new ApiError(401, 'UNAUTHORIZED', 'Signature does not match the address');
    const { rows } = await context.db.query<{ name: string }>(
      `insert into names (name, address, chain_namespace, attributes, message, signature)
       values ($1, $2, 'eip155', $3, $4, $5) on conflict (name) do nothing returning name`,
      [name, body.address.toLowerCase(), JSON.stringify(message.attributes), body.message, body.signature],
    );
    if (rows.length === 0) throw new ApiError(409, 'CONFLICT', `Name ${name} is taken`);
    return {
      json: { name, address: body.address.toLowerCase(), namespace: 'eip155', avatar: null },
    };
  },
});
