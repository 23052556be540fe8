import { decodeFunctionData, erc20Abi, formatUnits, type Hex, hexToBigInt, isHex } from 'viem';
import type { FrameChain } from './CreateFrameHostParameters';
import type { ApprovalCall, ApprovalRequest } from './createFrameRpc';

/** One labelled fact of the card: a value and, under it, a detail (an address, a USD value). */
export interface ApprovalFact {
  /** Stable name (`to`, `amount`, `fee`...), for tests and the DOM's `data-detail`. */
  id: string;
  label: string;
  value: string;
  detail?: string;
  /** Shown in monospace and broken anywhere: an address or bytes, read character by character. */
  monoValue?: boolean;
  monoDetail?: boolean;
}

/** Everything the approval card shows, in words, decided before it is shown (it never changes once up). */
export interface ApprovalCard {
  /** The method in words: "Send transaction", "Sign message". */
  title: string;
  /** The embedding page's origin as the frame checked it, not as the app claims it. */
  origin: string;
  network?: string;
  facts: ApprovalFact[];
  /** Long text (a message to sign, typed data): shown in a bounded, scrollable box. */
  message?: { label: string; text: string };
}

/** What the card may look up to say more than the request does; each answer is optional. */
export interface ApprovalLookups {
  /** The name registered for an address. */
  name(address: string): Promise<string | undefined>;
  /** USD price of the chain's native coin, or of a token contract on it. */
  usdPrice(chainId: string, token?: string): Promise<number | undefined>;
  /** An ERC-20 contract's symbol and decimals. */
  token(chainId: string, address: string): Promise<{ symbol: string; decimals: number } | undefined>;
  /** The fee a call is expected to cost, in wei. */
  fee(chainId: string, from: string | undefined, call: ApprovalCall): Promise<bigint | undefined>;
}

const TITLES: Record<string, string> = {
  personal_sign: 'Sign message',
  solana_signMessage: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send transactions',
  solana_signTransaction: 'Sign transaction',
  solana_signAllTransactions: 'Sign transactions',
};

// Names for chains the frame's configuration does not name; anything else is called by its id.
const KNOWN_NETWORKS: Record<string, string> = {
  'eip155:1': 'Ethereum',
  'eip155:10': 'OP Mainnet',
  'eip155:137': 'Polygon',
  'eip155:8453': 'Base',
  'eip155:42161': 'Arbitrum One',
  'eip155:11155111': 'Sepolia',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
};

/** "Anvil (31337)": the configured or known name, and the chain id, which is what really counts. */
export function networkName(chainId: string, chains: readonly FrameChain[]): string {
  const [namespace = '', reference = ''] = chainId.split(':');
  const name = chains.find((chain) => chain.caipNetworkId === chainId)?.name ?? KNOWN_NETWORKS[chainId];
  if (namespace === 'eip155') return name ? `${name} (${reference})` : `Chain ${reference}`;
  return name ?? `${namespace} ${reference.slice(0, 8)}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** "$500.00"; a positive value under a cent is "< $0.01" rather than a misleading "$0.00". */
export function formatUsd(value: number): string {
  return value > 0 && value < 0.01 ? '< $0.01' : usd.format(value);
}

const approximate = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
/** A fee is an estimate: four significant digits ("0.00004410"), never the 18 decimals of wei. */
function formatFee(wei: bigint): string {
  return `≈ ${approximate.format(Number(formatUnits(wei, 18)))} ETH`;
}

const quantity = (value: string | undefined): bigint =>
  value !== undefined && isHex(value) && value.length > 2 ? hexToBigInt(value as Hex) : 0n;

/** An ERC-20 `transfer(to, amount)` call, decoded; anything else is not one. */
function decodeTransfer(data: string | undefined): { to: string; amount: bigint } | undefined {
  if (!data || !isHex(data) || !data.startsWith('0xa9059cbb')) return undefined;
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data: data as Hex });
    if (decoded.functionName !== 'transfer') return undefined;
    const [to, amount] = decoded.args;
    return { to, amount };
  } catch {
    return undefined;
  }
}

/** The recipient: its name as the value and the full address under it, or the full address alone. */
async function recipientFact(address: string, lookups: ApprovalLookups): Promise<ApprovalFact> {
  const name = await lookups.name(address);
  return name
    ? { id: 'to', label: 'To', value: name, detail: address, monoDetail: true }
    : { id: 'to', label: 'To', value: address, monoValue: true };
}

/** To, amount (with USD), fee, and data of one EVM call. */
async function callFacts(
  call: ApprovalCall,
  chainId: string,
  from: string | undefined,
  lookups: ApprovalLookups,
): Promise<ApprovalFact[]> {
  const transfer = decodeTransfer(call.data);
  const token = transfer && call.to ? await lookups.token(chainId, call.to) : undefined;
  const feeLookup = lookups.fee(chainId, from, call);
  const nativePrice = lookups.usdPrice(chainId);
  const facts: ApprovalFact[] = [];
  if (transfer && token && call.to) {
    facts.push(await recipientFact(transfer.to, lookups));
    const amount = formatUnits(transfer.amount, token.decimals);
    const price = await lookups.usdPrice(chainId, call.to);
    facts.push({
      id: 'amount',
      label: 'Amount',
      value: `${amount} ${token.symbol}`,
      ...(price === undefined ? {} : { detail: formatUsd(Number(amount) * price) }),
    });
    facts.push({ id: 'token', label: 'Token', value: call.to, monoValue: true });
  } else {
    facts.push(
      call.to
        ? await recipientFact(call.to, lookups)
        : { id: 'to', label: 'To', value: 'New contract (deployment)' },
    );
    const value = formatUnits(quantity(call.value), 18);
    const price = await nativePrice;
    facts.push({
      id: 'amount',
      label: 'Amount',
      value: `${value} ETH`,
      ...(price === undefined ? {} : { detail: formatUsd(Number(value) * price) }),
    });
    if (call.data && call.data !== '0x') {
      const bytes = Math.floor((call.data.length - 2) / 2);
      facts.push({ id: 'data', label: 'Data', value: `Contract call, ${bytes} bytes` });
    }
  }
  const fee = await feeLookup;
  if (fee !== undefined) {
    const price = await nativePrice;
    facts.push({
      id: 'fee',
      label: 'Network fee',
      value: formatFee(fee),
      ...(price === undefined ? {} : { detail: formatUsd(Number(formatUnits(fee, 18)) * price) }),
    });
  }
  return facts;
}

/**
 * Turns a signing request into the card's words: the method as an action, the checked origin, the
 * network by name, the recipient by name and address, the amount with its USD value, the fee, or the
 * message. Lookups that fail or are slow leave their part out; the request's own facts always show.
 */
export async function describeApproval(
  approval: ApprovalRequest,
  context: { origin: string; chains: readonly FrameChain[]; lookups: ApprovalLookups },
): Promise<ApprovalCard> {
  const { lookups } = context;
  const card: ApprovalCard = {
    title: TITLES[approval.method] ?? approval.method,
    origin: context.origin,
    facts: [],
  };
  if (approval.chainId) card.network = networkName(approval.chainId, context.chains);
  const line = (label: string) => approval.lines.find((entry) => entry.label === label)?.value;
  const calls = approval.calls ?? [];
  const chainId = approval.chainId;

  if (approval.method === 'eth_sendTransaction' && calls[0] && chainId) {
    card.facts = await callFacts(calls[0], chainId, approval.from, lookups);
  } else if (approval.method === 'wallet_sendCalls' && chainId && calls.length > 0) {
    card.title =
      calls.length === 1 ? (TITLES.eth_sendTransaction ?? card.title) : `Send ${calls.length} transactions`;
    const perCall = await Promise.all(calls.map((call) => callFacts(call, chainId, approval.from, lookups)));
    card.facts = perCall.flatMap((facts, index) =>
      calls.length === 1
        ? facts
        : facts.map((fact) => ({
            ...fact,
            id: `${fact.id}-${index + 1}`,
            label: `${index + 1}. ${fact.label}`,
          })),
    );
  } else if (approval.method === 'eth_signTypedData_v4') {
    card.facts = [
      { id: 'type', label: 'Type', value: line('Type') ?? '' },
      { id: 'domain', label: 'Domain', value: line('Domain') || '(none)' },
    ];
    card.message = { label: 'Data', text: line('Message') ?? '' };
  } else if (line('Message') !== undefined) {
    card.message = { label: 'Message', text: line('Message') ?? '' };
  } else {
    card.facts = approval.lines.map((entry, index) => ({
      id: `line-${index + 1}`,
      label: entry.label,
      value: entry.value,
    }));
    if (approval.method === 'solana_signAllTransactions' && approval.lines.length > 0) {
      card.title = `Sign ${approval.lines.length} transactions`;
    }
  }
  return card;
}
