import type { Network } from '../../core/networks/network';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import { WALLET_RUNTIME_SERVICE_ID, type WalletRuntimeService } from '../../store/services/kitServices';
import { UnsupportedChainError } from './sendErrors';

// What the Send form asks of a family's adapter beyond sending (Bitcoin's fee rates and UTXO-aware
// Max, Polkadot's existential-deposit preview). A plugin never imports an adapter
// (docs/architecture.md): it reaches the namespace's loaded adapter through the kit's `walletRuntime`
// service (store/services/kitServices.ts; registered by createAdapterRuntime for every kit) and uses
// only the methods below, checked to be there. The shapes are the adapters' own
// (BitcoinAdapterContract.ts, PolkadotAdapterContract.ts).

/** The Bitcoin adapter's fee calls. */
export interface BitcoinSendExtras {
  estimateFeeRate(parameters: {
    network: Network;
    blocks?: number;
  }): Promise<{ satPerVbyte: number; source: 'node' | 'fallback' }>;
  maxSendable(parameters: {
    network: Network;
    address: string;
    recipient: string;
    feeRate: number;
  }): Promise<{ amount: bigint; fee: bigint }>;
}

/** The Polkadot adapter's transfer preview (fee and balances after it, against the existential deposit). */
export interface PolkadotSendExtras {
  previewTransfer(parameters: {
    network: Network;
    request: { from: string; to: string; value: bigint; keepAlive?: boolean };
  }): Promise<{ fee: bigint; existentialDeposit: bigint; senderAfter: bigint; recipientAfter: bigint }>;
}

const METHODS = {
  bip122: ['estimateFeeRate', 'maxSendable'],
  polkadot: ['previewTransfer'],
} as const;

interface Extras {
  bip122: BitcoinSendExtras;
  polkadot: PolkadotSendExtras;
}

/** The namespace's adapter with its send extras; `Unsupported chain` when it lacks them. */
export async function loadSendExtras<N extends keyof Extras>(
  services: ServiceRegistry,
  namespace: N,
): Promise<Extras[N]> {
  const runtime = services.get<WalletRuntimeService>(WALLET_RUNTIME_SERVICE_ID);
  const adapter = runtime ? ((await (await runtime.load()).loadAdapter(namespace)) as object) : undefined;
  const methods = METHODS[namespace] as readonly string[];
  if (!adapter || methods.some((m) => typeof (adapter as Record<string, unknown>)[m] !== 'function'))
    throw new UnsupportedChainError();
  return adapter as Extras[N];
}
