import type UniversalProvider from '@walletconnect/universal-provider';
import { toBase64 } from '../../core/base64';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import { BITCOIN_METHODS as M } from '../bitcoin/BitcoinWalletProvider';
import {
  BitcoinWalletMethodMissingError,
  InvalidBitcoinRequestError,
  InvalidBitcoinWalletAnswerError,
} from '../bitcoin/bitcoinErrors';
import { BITCOIN_FAMILY_REFERENCES, BITCOIN_SIGNET_REFERENCE } from '../bitcoin/bitcoinNetworks';
import type { Eip1193Provider } from '../ChainAdapter';
import { approvedChainsOf, sessionAccountsOn } from './walletConnectNamespaceParts';

// WalletConnect's bip122 namespace (issue 27): its own chunk, loaded by the connector's when a session
// holds bip122 accounts (walletConnectFamilies.ts). The Bitcoin adapter speaks sats-connect's methods
// (BitcoinWalletProvider.ts); a WalletConnect wallet speaks WalletConnect's Bitcoin RPC, which has the
// same four verbs with other parameters. This wraps the session into the sats-connect request shape,
// so createBitcoinAdapter.ts is the same for both:
//
// | sats-connect (adapter) | WalletConnect bip122 (wallet) |
// |---|---|
// | `getAccounts` / `wallet_getAccount` | answered from the session's accounts (the payment address; no prompt) |
// | `signMessage { address, message, protocol }` | `signMessage { account, address, message, protocol: 'bip322' \| 'ecdsa' }` -> `{ address, signature (hex) }`, handed on as base64 |
// | `sendTransfer { recipients: [one], feeRate? }` | `sendTransfer { account, recipientAddress, amount (sats, text) }` -> `{ txid }` (no fee rate in WalletConnect's method: the wallet picks it) |
// | `signPsbt { psbt, signInputs: { address: [index] }, broadcast }` | `signPsbt { account, psbt, signInputs: [{ address, index }], broadcast }` -> `{ psbt, txid? }` |
// | `wallet_changeNetwork { name }` | none: requests move to the approved chain of that name |
//
// `getAccountAddresses` is proposed (a wallet may list more addresses through it) but not needed: the
// session's account is the wallet's first external address, which is the account (WalletConnect's rule).

const BIP122 = 'bip122' as const;

/** sats-connect's network names -> the CAIP-2 reference of that chain. */
const NETWORK_REFERENCES: Readonly<Record<string, string>> = {
  Mainnet: BITCOIN_FAMILY_REFERENCES.mainnet,
  Testnet: BITCOIN_FAMILY_REFERENCES.testnet,
  Regtest: BITCOIN_FAMILY_REFERENCES.regtest,
  Signet: BITCOIN_SIGNET_REFERENCE,
};

const HEX = /^(0x)?((?:[0-9a-fA-F]{2})+)$/;

/** The bytes of a hex text (with or without 0x); undefined when it is not hex. */
function hexBytes(value: unknown): Uint8Array | undefined {
  const match = typeof value === 'string' ? HEX.exec(value) : null;
  if (!match?.[2]) return undefined;
  const hex = match[2];
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `{ address: [index, ...] }` -> `[{ address, index }, ...]`. */
function signInputsList(value: unknown): { address: string; index: number }[] | undefined {
  if (!isObject(value)) return undefined;
  return Object.entries(value).flatMap(([address, indexes]) =>
    (Array.isArray(indexes) ? indexes : []).map((index) => ({ address, index: Number(index) })),
  );
}

/** The signMessage answer in sats-connect's shape: the hex signature as base64. */
function signatureAnswer(answer: unknown, protocol: unknown) {
  const bytes = isObject(answer) ? hexBytes(answer.signature) : undefined;
  if (!bytes) throw new InvalidBitcoinWalletAnswerError(M.signMessage, 'the signature is not hex');
  return {
    signature: toBase64(bytes),
    ...(isObject(answer) && typeof answer.address === 'string' ? { address: answer.address } : {}),
    ...(protocol === 'BIP322' || protocol === 'ECDSA' ? { protocol } : {}),
  };
}

/** The session as a sats-connect-shaped BitcoinWalletProvider on one chain. */
export function walletConnectBitcoinProvider(
  provider: UniversalProvider,
  chain: () => string,
): Eip1193Provider {
  // A network change the adapter asked for (before the kit's store follows), for as long as the kit's
  // own network stays where it was.
  let changed: { from: string; to: string } | undefined;
  const current = () => {
    const kitChain = chain();
    if (changed && changed.from !== kitChain) changed = undefined;
    return changed?.to ?? kitChain;
  };
  const addresses = () =>
    sessionAccountsOn(provider.session, BIP122, current()).map((address) => ({
      address,
      publicKey: '',
      purpose: 'payment' as const,
      addressType: '',
    }));
  /** WalletConnect's `account`: the session's account on the chain. */
  const account = () => {
    const [first] = addresses();
    if (!first) throw new NoActiveCaipAddressError();
    return first.address;
  };
  const ask = (method: string, params: object) => provider.request({ method, params }, current());

  const answer = async (method: string, p: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case M.getInfo:
        return { methods: Object.values(M) };
      case M.getAccounts:
        return addresses();
      case M.getAccount:
        return { addresses: addresses() };
      case M.signMessage: {
        const protocol = typeof p.protocol === 'string' ? p.protocol.toLowerCase() : undefined;
        const params = { account: account(), address: p.address, message: p.message };
        return signatureAnswer(await ask(method, protocol ? { ...params, protocol } : params), p.protocol);
      }
      case M.sendTransfer: {
        const recipients = Array.isArray(p.recipients) ? (p.recipients as Record<string, unknown>[]) : [];
        if (recipients.length !== 1)
          throw new InvalidBitcoinRequestError(
            'recipients',
            'WalletConnect sends to one recipient at a time',
          );
        const [{ address, amount }] = recipients as [Record<string, unknown>];
        return ask(method, { account: account(), recipientAddress: address, amount: String(amount) });
      }
      case M.signPsbt: {
        const signInputs = signInputsList(p.signInputs);
        return ask(method, {
          account: account(),
          psbt: p.psbt,
          ...(signInputs ? { signInputs } : {}),
          broadcast: p.broadcast === true,
        });
      }
      case M.changeNetwork: {
        const reference = NETWORK_REFERENCES[String(p.name)];
        const target = `${BIP122}:${reference}`;
        if (!reference || !approvedChainsOf(provider.session, BIP122).includes(target))
          throw new InvalidBitcoinRequestError('network', `not approved by the session: ${String(p.name)}`);
        changed = { from: chain(), to: target };
        return null;
      }
      case M.disconnect:
        // The connector ends the whole session.
        return null;
      default:
        throw new BitcoinWalletMethodMissingError(method);
    }
  };
  return {
    request: ({ method, params }) => answer(method, isObject(params) ? params : {}),
  };
}
