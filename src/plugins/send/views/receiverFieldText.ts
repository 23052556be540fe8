import type { ChainNamespace } from '../../../core/namespaces';
import { supportsFeature } from '../../../core/networks/namespaceFeatures';

/**
 * The string keys of the receiver field's label and placeholder on a namespace. Names resolve on
 * eip155 only (SPEC §9), so elsewhere the field asks for an address in that namespace's own form: a
 * Solana visitor was told to type "0x… or alice.portico" (issue 22).
 */
export function receiverFieldText(namespace: ChainNamespace): { label: string; placeholder: string } {
  if (supportsFeature(namespace, 'names'))
    return { label: 'send.receiver', placeholder: 'send.receiverPlaceholder' };
  return { label: 'send.receiverAddress', placeholder: `send.receiverPlaceholder.${namespace}` };
}
