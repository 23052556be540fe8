import type { BlockchainApi } from '../../api/createBlockchainApi';
import type { SerializedError } from '../../core/errors/defineError';
import {
  PayBuyStatusError,
  PayExchangesError,
  PayFailedError,
  PayInitiateError,
  PayUrlError,
} from './payErrors';
import type { Exchange, GetExchangesResult, PayMethod, PaymentRecord, PayStatus } from './payTypes';

// The reference API's pay routes as RTK Query endpoints injected into the kit's api (the contract:
// docs/plugins/pay.md, "The routes"). Every answer is checked before the kit trusts it; a failure of a
// route becomes the AppKit code of that step (UNABLE_TO_GET_EXCHANGES, UNABLE_TO_GET_PAY_URL, ...), with
// the base query's error (`HTTP status code: 400`, a network failure) as its detail.

/** `POST /v1/pay/payments` body. */
export interface CreatePaymentBody {
  recipient: string;
  network: string;
  asset: string;
  amount: string;
  decimals: number;
  method: PayMethod;
  exchangeId?: string;
  payer?: string;
}

/** `POST /v1/pay/payments` answer. */
export interface CreatedPayment {
  id: string;
  status: PayStatus;
  url?: string;
}

const STATUSES: readonly string[] = ['IN_PROGRESS', 'SUCCESS', 'FAILED'];
const PAYMENT_ID = /^pay_[A-Za-z0-9_-]{24}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The exchanges of an answer, or undefined when it is not the contract's shape. */
export function parseExchanges(data: unknown): GetExchangesResult | undefined {
  if (!isRecord(data) || !Array.isArray(data.exchanges)) return undefined;
  const exchanges: Exchange[] = [];
  for (const entry of data.exchanges) {
    if (!isRecord(entry) || !isString(entry.id) || !isString(entry.name)) return undefined;
    exchanges.push({
      id: entry.id,
      name: entry.name,
      imageUrl: isString(entry.imageUrl) ? entry.imageUrl : '',
    });
  }
  const total = typeof data.total === 'number' ? data.total : exchanges.length;
  return { exchanges, total };
}

/** A created payment, or undefined when the answer is not one (an exchange payment must carry its url). */
export function parseCreatedPayment(data: unknown, method: PayMethod): CreatedPayment | undefined {
  if (!isRecord(data) || !isString(data.id) || !PAYMENT_ID.test(data.id)) return undefined;
  if (!STATUSES.includes(data.status as string)) return undefined;
  if (method === 'exchange' && !(isString(data.url) && /^https?:\/\//.test(data.url))) return undefined;
  return { id: data.id, status: data.status as PayStatus, ...(isString(data.url) ? { url: data.url } : {}) };
}

/** A payment record, or undefined when the answer is not one. */
export function parsePaymentRecord(data: unknown): PaymentRecord | undefined {
  if (!isRecord(data) || !isString(data.id) || !STATUSES.includes(data.status as string)) return undefined;
  const optional = (key: string) => (isString(data[key]) ? { [key]: data[key] as string } : {});
  return {
    id: data.id,
    status: data.status as PayStatus,
    recipient: String(data.recipient ?? ''),
    network: String(data.network ?? ''),
    asset: String(data.asset ?? ''),
    amount: String(data.amount ?? ''),
    decimals: typeof data.decimals === 'number' ? data.decimals : 0,
    method: data.method === 'exchange' ? 'exchange' : 'wallet',
    ...optional('txHash'),
    ...optional('exchangeId'),
    ...optional('failureReason'),
  };
}

/** `data` if the parser took it, else `invalid`'s error. */
function checked<T>(value: T | undefined, invalid: () => Error & { toJSON(): SerializedError }) {
  return value === undefined ? { error: invalid().toJSON() } : { data: value };
}

function inject(api: BlockchainApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getPayExchanges: build.query<GetExchangesResult, { network: string; asset: string; amount: string }>({
        async queryFn(params, _api, _extra, baseQuery) {
          const answer = await baseQuery({ url: 'v1/pay/exchanges', params });
          if (answer.error) return { error: new PayExchangesError(answer.error.message).toJSON() };
          return checked(parseExchanges(answer.data), () => new PayExchangesError('invalid answer'));
        },
        keepUnusedDataFor: 60,
      }),
      createPayment: build.mutation<CreatedPayment, CreatePaymentBody>({
        async queryFn(body, _api, _extra, baseQuery) {
          const Failure = body.method === 'exchange' ? PayUrlError : PayInitiateError;
          const answer = await baseQuery({ url: 'v1/pay/payments', method: 'POST', body });
          if (answer.error) return { error: new Failure(answer.error.message).toJSON() };
          return checked(parseCreatedPayment(answer.data, body.method), () => new Failure('invalid answer'));
        },
      }),
      reportPayTransaction: build.mutation<{ id: string; status: PayStatus }, { id: string; txHash: string }>(
        {
          async queryFn({ id, txHash }, _api, _extra, baseQuery) {
            const url = `v1/pay/payments/${encodeURIComponent(id)}/transaction`;
            const answer = await baseQuery({ url, method: 'POST', body: { txHash } });
            if (answer.error) return { error: new PayFailedError(answer.error.message).toJSON() };
            const record = parsePaymentRecord(answer.data);
            return checked(
              record && { id: record.id, status: record.status },
              () => new PayFailedError('invalid answer'),
            );
          },
        },
      ),
      getPayment: build.query<PaymentRecord, string>({
        async queryFn(id, _api, _extra, baseQuery) {
          const answer = await baseQuery({ url: `v1/pay/payments/${encodeURIComponent(id)}` });
          if (answer.error) return { error: new PayBuyStatusError(answer.error.message).toJSON() };
          return checked(parsePaymentRecord(answer.data), () => new PayBuyStatusError('invalid answer'));
        },
        // Every poll reads the API afresh.
        keepUnusedDataFor: 0,
      }),
    }),
  });
}

/** A kit's api with the pay plugin's endpoints. */
export type PayApi = ReturnType<typeof inject>;

/** The kit's api with the pay endpoints, injecting them on first use (once per kit). */
export function withPayEndpoints(api: BlockchainApi): PayApi {
  return ('createPayment' in api.endpoints ? api : inject(api)) as PayApi;
}
