import { useMemo } from 'react';
import type { PayUrlParams, PayUrlResponse } from '../plugins/pay/payTypes';
import { getPayUrl, openPayUrl } from './pay';
import { usePayKit } from './usePayKit';

/** `getUrl` / `openUrl`: an exchange payment's page and id (`sessionId`), for a host's own buttons. */
export function usePayUrlActions(): {
  getUrl: (exchangeId: string, params: PayUrlParams) => Promise<PayUrlResponse>;
  openUrl: (exchangeId: string, params: PayUrlParams, openInNewTab?: boolean) => Promise<PayUrlResponse>;
} {
  const { payKit } = usePayKit('usePayUrlActions');
  return useMemo(
    () => ({
      getUrl: (exchangeId, params) => getPayUrl(exchangeId, params, { kit: payKit }),
      openUrl: (exchangeId, params, openInNewTab) =>
        openPayUrl(exchangeId, params, openInNewTab, { kit: payKit }),
    }),
    [payKit],
  );
}
