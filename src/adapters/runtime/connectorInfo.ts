import type { ConnectorInfo, ConnectorType } from '../../store/slices/connectorsSlice';
import type { ProviderConnector } from '../ChainAdapter';

/**
 * True when a wallet already listed under this id must stay: the legacy injected provider never
 * replaces an announced (EIP-6963) wallet that is the same object under the same id.
 */
export function keepsListedWallet(
  listed: { type: ConnectorType } | undefined,
  incoming: { type: ConnectorType },
) {
  return listed?.type === 'ANNOUNCED' && incoming.type === 'INJECTED';
}

/** What the store (and so the wallet list) keeps of a discovered connector: no provider object. */
export function connectorInfo(connector: ProviderConnector): ConnectorInfo {
  return {
    id: connector.id,
    type: connector.type,
    name: connector.name,
    chain: connector.chain,
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(connector.rdns ? { info: { rdns: connector.rdns } } : {}),
  };
}
