import { ADAPTER_TYPES, CONNECTOR_TYPE_ORDER, CONNECTOR_TYPES } from './connectors';
import {
  ADDRESS_TRUNCATION,
  ANIMATION_MS,
  BALANCE_DISPLAY_DECIMALS,
  RELATIVE_TIME_LABELS,
  TOKEN_BALANCE_DISPLAY_DECIMALS,
  TRANSACTION_QUANTITY_DECIMALS,
} from './display';
import { DEFAULT_ERROR_CODE, WALLET_CODE_UNRECOGNIZED_CHAIN } from './errorCodes';
import {
  FRAME_EVENTS_WITH_REQUEST_TIMEOUT,
  FRAME_EVENTS_WITHOUT_LOAD_TIMEOUT,
  FRAME_POST_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  IFRAME_LOAD_TIMEOUT_MS,
} from './frame';
import {
  EVENT_LISTENER_MAX,
  PENDING_TRANSACTIONS_LIMIT,
  RECENT_WALLETS_LIMIT,
  RECOMMENDED_WALLETS_COUNT,
  RPC_RETRY_COUNT,
  SWAP_SLIPPAGE_PERCENT,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_PAGE_SIZE,
} from './limits';
import { ENS_NAME_MIN_LENGTH } from './names';
import { ACCENT_COLORS, DEFAULT_THEME_MODE, THEME_MODES } from './theme';
import * as time from './time';
import { WALLETCONNECT_DEDICATED_NAMESPACES, WALLETCONNECT_TIMING } from './walletConnect';

// The plain values of SPEC §9, checked against the SPEC text (seconds and minutes converted to ms),
// so an edit that drifts from the specification fails here.
describe('SPEC §9 values', () => {
  test('default', () => {
    expect(time).toEqual({
      BALANCE_RETRY_BLOCK_MS: 30_000,
      BALANCE_CACHE_MS: 30_000,
      NATIVE_BALANCE_CACHE_MS: 30_000,
      ENS_CACHE_MS: 300_000,
      IDENTITY_CACHE_MS: 300_000,
      SHAKE_ANIMATION_MS: 500,
      RPC_TIMEOUT_MS: 10_000,
      EMAIL_LOGIN_COOLDOWN_MS: 30_000,
      PAIRING_EXPIRY_THRESHOLD_MS: 10_000,
      PAIRING_REFRESH_MS: 240_000,
      RETRY_SPACING_MS: 1000,
      IMAGE_PRELOAD_TIMEOUT_MS: 2000,
      AVATAR_REFRESH_TIMEOUT_MS: 100,
      NOTIFICATION_REOPEN_MS: 150,
      ACTION_NOT_ALLOWED_TOAST_DELAY_MS: 300,
      SIGN_CLIENT_CACHE_DELAY_MS: 1000,
    });
  });

  test('behavior: limits and sizes', () => {
    expect([
      RECENT_WALLETS_LIMIT,
      WALLETS_SEARCH_PAGE_SIZE,
      WALLETS_PAGE_SIZE,
      RECOMMENDED_WALLETS_COUNT,
    ]).toEqual([2, 100, 40, 4]);
    expect([RPC_RETRY_COUNT, SWAP_SLIPPAGE_PERCENT, PENDING_TRANSACTIONS_LIMIT, EVENT_LISTENER_MAX]).toEqual([
      3, 1, 99, 10,
    ]);
    expect(ENS_NAME_MIN_LENGTH).toBe(4);
  });

  test('behavior: display and theme', () => {
    expect([BALANCE_DISPLAY_DECIMALS, TOKEN_BALANCE_DISPLAY_DECIMALS, TRANSACTION_QUANTITY_DECIMALS]).toEqual(
      [3, 2, 3],
    );
    expect(ADDRESS_TRUNCATION).toEqual({ leading: 4, trailing: 6 });
    expect(Object.values(RELATIVE_TIME_LABELS)).toEqual(['sec', 'min', 'hr', 'd', 'mo', 'yr']);
    expect(ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, view: 150 });
    expect(THEME_MODES).toContain(DEFAULT_THEME_MODE);
    expect(DEFAULT_THEME_MODE).toBe('dark');
    expect(ACCENT_COLORS).toEqual({
      light: { accent: 'hsla(231,100%,70%,1)', background: '#fff' },
      dark: { accent: 'hsla(230,100%,67%,1)', background: '#121313' },
    });
  });

  test('behavior: embedded-wallet frame timings and the events they cover', () => {
    expect([IFRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, FRAME_POST_READY_DELAY_MS]).toEqual([
      20_000, 30_000, 500,
    ]);
    const exempt = new Set<string>(FRAME_EVENTS_WITHOUT_LOAD_TIMEOUT);
    expect(FRAME_EVENTS_WITHOUT_LOAD_TIMEOUT).toHaveLength(3);
    expect(FRAME_EVENTS_WITH_REQUEST_TIMEOUT).toHaveLength(5);
    expect(FRAME_EVENTS_WITH_REQUEST_TIMEOUT.some((event) => exempt.has(event))).toBe(false);
  });

  test('behavior: wallet-connect timing and namespaces', () => {
    expect(WALLETCONNECT_TIMING).toEqual({
      proposalTtlMs: 5 * 60_000,
      sessionTtlMs: 7 * 86_400_000,
      historyTtlMs: 30 * 86_400_000,
      heartbeatTimeoutMs: 35_000,
      connectTimeoutMs: 15_000,
      maxConnectAttempts: 5,
    });
    expect(WALLETCONNECT_DEDICATED_NAMESPACES).toHaveLength(10);
    expect(WALLETCONNECT_DEDICATED_NAMESPACES).toEqual(
      expect.arrayContaining(['eip155', 'solana', 'polkadot', 'cosmos']),
    );
  });

  test('behavior: connectors, adapters and codes', () => {
    expect(Object.values(CONNECTOR_TYPES)).toEqual([
      'INJECTED',
      'ANNOUNCED',
      'MULTI_CHAIN',
      'EXTERNAL',
      'AUTH',
      'WALLET_CONNECT',
    ]);
    expect(CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
    expect(ADAPTER_TYPES).toEqual(['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin']);
    expect([WALLET_CODE_UNRECOGNIZED_CHAIN, DEFAULT_ERROR_CODE]).toEqual([4902, 5000]);
  });
});
