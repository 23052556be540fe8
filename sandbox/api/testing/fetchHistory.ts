import type { HistoryResponse } from '../history/HistoryTransaction';
import type { ApiHarness } from './startApiHarness';

/** GET /v1/account/{account}/history as the kit sends it (with projectId, st, sv); fails on anything but 200. */
export async function fetchHistory(
  harness: ApiHarness,
  account: string,
  query = '',
): Promise<HistoryResponse> {
  const answer = await harness.request(
    'GET',
    `/v1/account/${account}/history?projectId=p&st=appkit&sv=html-4${query ? `&${query}` : ''}`,
  );
  if (answer.status !== 200) throw new Error(`history of ${account}: ${answer.status} ${answer.text}`);
  return answer.json as HistoryResponse;
}
