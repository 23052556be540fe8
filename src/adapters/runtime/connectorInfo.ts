import type { ConnectorInfo } from '../../store/slices/connectorsSlice';
import type { ProviderConnector } from './AdapterRuntime';

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
