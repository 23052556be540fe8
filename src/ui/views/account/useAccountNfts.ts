import { useCallback, useEffect, useState } from 'react';
import type { ChainNamespace } from '../../../core/namespaces';
import { supportsFeature } from '../../../core/networks/namespaceFeatures';
import { useKit } from '../../react/KitContext';
import { type AccountNft, withNftEndpoints } from './nftEndpoints';

/** What the NFTs tab shows: loading, the list, or a failure. */
export type AccountNftsState =
  | { status: 'loading' }
  | { status: 'loaded'; nfts: AccountNft[] }
  | { status: 'failed' };

/**
 * The account's NFTs on the active network, fetched when the tab shows (and again when the account or
 * network changes); `retry` fetches again past the 30 s cache.
 */
export function useAccountNfts(address: string, chainId: string | undefined) {
  const kit = useKit('NftsPanel');
  const [state, setState] = useState<AccountNftsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const namespace = chainId?.split(':')[0] as ChainNamespace | undefined;
    if (!chainId || !supportsFeature(namespace, 'nfts')) {
      setState({ status: 'loaded', nfts: [] });
      return;
    }
    const load = async () => {
      const api = withNftEndpoints(await kit.getApi());
      const request = kit.store.dispatch(
        api.endpoints.getAccountNfts.initiate(
          { address, chainId },
          { subscribe: false, forceRefetch: attempt > 0 },
        ),
      ) as unknown as { unwrap(): Promise<AccountNft[]> };
      return request.unwrap();
    };
    load().then(
      (nfts) => current && setState({ status: 'loaded', nfts }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [kit, address, chainId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
