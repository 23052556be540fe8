import type { ChainNamespace } from '../namespaces';

// AppKit's events, as its events page lists them (docs.reown.com, "AppKit Events": 58 names in nine
// groups), with the properties it documents: the one declaration the event union, the kit's raise
// sites and the migration guide's list derive from. Types only, so it costs no start-up byte. Which of
// them Portico raises is in src/ui/hooks/events/appKitEvents.test.ts (checked against the docs).
// Property shapes are type aliases, not interfaces, so they pass where a plain record is expected.

type None = undefined;
/** What the SIWX events carry (AppKit: the CAIP-2 network and whether the account is a smart account). */
type SiwxEventProperties = {
  network: string;
  isSmartAccount: boolean;
};
type SendEventProperties = {
  isSmartAccount: boolean;
  network: string;
  token: string;
  amount: number | string;
};
type SwapEventProperties = {
  isSmartAccount: boolean;
  network: string;
  swapFromToken: string;
  swapToToken: string;
  swapFromAmount: string;
  swapToAmount: string;
};
type TransactionsEventProperties = {
  address: string;
  projectId: string;
  cursor: string | undefined;
  isSmartAccount: boolean;
};
type PayEventProperties = {
  source: string;
  paymentId: string;
  configuration: unknown;
  currentPayment: unknown;
  caipNetworkId?: string;
  message?: string;
};

/** Every AppKit event name and its `properties` (`undefined`: the event carries none). */
export interface AppKitEventMap {
  /** Not on the events page: the initial value of `useAppKitEvents()` / `getEvent()`, never sent. */
  MODAL_CREATED: None;
  // Modal
  MODAL_OPEN: { connected: boolean };
  MODAL_CLOSE: { connected: boolean };
  // Wallet connection
  SELECT_WALLET: {
    name: string;
    platform: string;
    displayIndex?: number;
    walletRank?: number;
    view?: string;
  };
  CONNECT_SUCCESS: {
    method: 'qrcode' | 'mobile' | 'browser' | 'email';
    name: string;
    walletRank?: number;
    view?: string;
    reconnect?: boolean;
  };
  CONNECT_ERROR: { message: string };
  CONNECT_PROXY_ERROR: { message: string; uri: string; mobile_link: string; name: string };
  USER_REJECTED: { message: string };
  DISCONNECT_SUCCESS: { namespace: 'all' | ChainNamespace };
  DISCONNECT_ERROR: { message?: string };
  CLICK_ALL_WALLETS: None;
  CLICK_WALLET_HELP: None;
  CLICK_NETWORK_HELP: None;
  CLICK_GET_WALLET_HELP: None;
  GET_WALLET: {
    name: string;
    walletRank?: number;
    explorerId: string;
    type: 'chrome_store' | 'app_store' | 'play_store' | 'homepage';
  };
  SEARCH_WALLET: { badge?: string; search: string };
  // Network
  SWITCH_NETWORK: { network: string };
  CLICK_NETWORKS: None;
  // E-mail and social login
  EMAIL_LOGIN_SELECTED: None;
  EMAIL_SUBMITTED: None;
  EMAIL_VERIFICATION_CODE_SENT: None;
  EMAIL_VERIFICATION_CODE_PASS: None;
  EMAIL_VERIFICATION_CODE_FAIL: { message: string };
  EMAIL_EDIT: None;
  EMAIL_UPGRADE_FROM_MODAL: None;
  DEVICE_REGISTERED_FOR_EMAIL: None;
  SOCIAL_LOGIN_STARTED: { provider: string };
  SOCIAL_LOGIN_SUCCESS: { provider: string; reconnect?: boolean };
  SOCIAL_LOGIN_ERROR: { provider: string; message: string };
  SOCIAL_LOGIN_CANCELED: { provider: string };
  SET_PREFERRED_ACCOUNT_TYPE: { accountType: string; network: string };
  // SIWX
  CLICK_SIGN_SIWX_MESSAGE: SiwxEventProperties;
  CLICK_CANCEL_SIWX: SiwxEventProperties;
  SIWX_AUTH_SUCCESS: SiwxEventProperties;
  SIWX_AUTH_ERROR: SiwxEventProperties & { message?: string };
  // Transactions / activity
  CLICK_TRANSACTIONS: { isSmartAccount: boolean };
  LOAD_MORE_TRANSACTIONS: TransactionsEventProperties;
  ERROR_FETCH_TRANSACTIONS: TransactionsEventProperties;
  // Send
  OPEN_SEND: { isSmartAccount: boolean; network: string };
  SEND_INITIATED: SendEventProperties;
  SEND_SUCCESS: SendEventProperties & { hash: string };
  SEND_ERROR: SendEventProperties & { message: string };
  SEND_REJECTED: SendEventProperties & { message: string };
  // Swap
  OPEN_SWAP: { isSmartAccount: boolean; network: string };
  INITIATE_SWAP: SwapEventProperties;
  SWAP_SUCCESS: SwapEventProperties;
  SWAP_ERROR: SwapEventProperties & { message: string };
  SWAP_APPROVAL_ERROR: SwapEventProperties & { message: string };
  CLICK_SELECT_TOKEN_TO_SWAP: None;
  CLICK_SELECT_NETWORK_TO_SWAP: None;
  CLICK_CONVERT: None;
  // Pay / on-ramp
  PAY_MODAL_OPEN: { exchanges: unknown; configuration: unknown };
  PAY_EXCHANGE_SELECTED: {
    source: string;
    exchange: unknown;
    configuration: unknown;
    currentPayment: unknown;
    headless?: boolean;
    caipNetworkId?: string;
  };
  PAY_INITIATED: PayEventProperties;
  PAY_SUCCESS: PayEventProperties;
  PAY_ERROR: PayEventProperties;
  SELECT_BUY_CRYPTO: { isSmartAccount: boolean };
  SELECT_BUY_PROVIDER: { provider: string; isSmartAccount: boolean };
  SELECT_WHAT_IS_A_BUY: { isSmartAccount: boolean };
}

/** An AppKit event name. */
export type AppKitEventName = keyof AppKitEventMap;

/**
 * `data` of one event: `{ type: 'track', event, properties }`, properties only where the event has some
 * (`properties` reads on every member, as AppKit's logging example reads it before narrowing).
 */
export type AppKitEventData = {
  [K in AppKitEventName]: AppKitEventMap[K] extends None
    ? { type: 'track'; event: K; properties?: undefined }
    : { type: 'track'; event: K; properties: AppKitEventMap[K] };
}[AppKitEventName];

/** One kit event as AppKit shapes it: when it happened (epoch ms) and what (`data.event`, `data.properties`). */
export interface AppKitEvent {
  timestamp: number;
  data: AppKitEventData;
}

/** The arguments that raise `K`: its name, then its properties when it has some. */
export type AppKitEventArgs<K extends AppKitEventName> = AppKitEventMap[K] extends None
  ? [event: K]
  : [event: K, properties: AppKitEventMap[K]];
