import { ANALYTICS_CONSENTS, type AnalyticsConsent } from '../api/analytics/analyticsEvent';
import { isCaipNetworkId } from '../core/caip';
import { SDK_TYPE } from '../core/constants/sdk';
import { THEME_MODES } from '../core/constants/theme';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../core/namespaces';
import type { Network } from '../core/networks/network';
import type { SiwxConfig } from '../core/siwx/siwxConfig';
import { networkImageUrl } from '../core/wallets/imageSources';
import { defaultOptions, type OptionsState } from '../store/slices/optionsSlice';
import type { CreateAppKitOptions } from './appKitOptions';
import { checkLocale } from './checkLocale';
import { optionProblems } from './checkOptions';
import {
  DefaultNetworkNotListedError,
  InvalidAnalyticsConsentError,
  InvalidNetworkOptionError,
  InvalidOptionError,
  InvalidThemeModeError,
  NetworkNamespaceNotConfiguredError,
  NoNetworksError,
  SiweAndSiwxBothSetError,
} from './optionErrors';
import { PACKAGE_VERSION } from './packageVersion';
import { resolveCustomRpcUrls } from './resolveCustomRpcUrls';
import { resolveImageOptions } from './resolveImageOptions';
import { resolveParityOptions } from './resolveParityOptions';
import { siweConfigToSiwx } from './siweConfig';

/** Coinbase Wallet's registry id: `enableCoinbase: false` excludes it like `excludeWalletIds` would. */
const COINBASE_WALLET_ID = 'coinbase';

/** The validated, defaulted options plus the networks to initialise the chains with. */
export interface ResolvedOptions {
  options: OptionsState;
  networks: Network[];
  defaultCaipNetworkId: Network['caipNetworkId'];
  projectIdMissing: boolean;
  /** Where analytics go (only an `apiUrl` the host gave; none by default) and the starting consent. */
  analytics: { apiUrl: string | undefined; consent: AnalyticsConsent };
  /** The SIWX config: `siwx`, or AppKit's legacy `siweConfig` mapped onto it; none without either. */
  siwx: SiwxConfig | undefined;
}

function checkNetwork(network: unknown, index: number): Network {
  if (typeof network !== 'object' || network === null)
    throw new InvalidNetworkOptionError(index, 'not an object');
  const n = network as Partial<Network>;
  if (!isCaipNetworkId(n.caipNetworkId)) {
    throw new InvalidNetworkOptionError(
      index,
      `caipNetworkId ${JSON.stringify(n.caipNetworkId)} is not a CAIP-2 id`,
    );
  }
  if (n.chainNamespace !== n.caipNetworkId.split(':')[0]) {
    throw new InvalidNetworkOptionError(index, `chainNamespace does not match ${n.caipNetworkId}`);
  }
  if (typeof n.name !== 'string' || !n.name) throw new InvalidNetworkOptionError(index, 'name is missing');
  return n as Network;
}

// Each network carries the URL its views show: the host's chainImages, its own image, or the API's.
function withNetworkImages(networks: Network[], options: OptionsState): Network[] {
  return networks.map((network) => {
    const imageUrl = networkImageUrl(network, options);
    return imageUrl && imageUrl !== network.assets?.imageUrl
      ? { ...network, assets: { ...network.assets, imageUrl } }
      : network;
  });
}

/**
 * An unknown option (a typo such as `themVariables`, or an AppKit option Portico lacks) or a wrong
 * AppKit shape must never pass silently: a development build checks as the kit is created, throws the
 * first error and reports the warnings. A production build runs no check: bundlers replace NODE_ENV,
 * drop this branch and checkOptions.ts with it, so the checks cost no start-up code (docs/bench.md),
 * and what the mapping cannot apply is skipped. `process.env.NODE_ENV` is written bare, as Redux
 * Toolkit itself writes it: every bundler replaces it (a dev server's pre-bundling with
 * "development"), whereas a `typeof process` guard would skip the checks in every browser.
 */
function checkShapes(input: CreateAppKitOptions): void {
  if (process.env.NODE_ENV !== 'production') {
    const warn = input.onWarn ?? ((message: string) => console.warn(message));
    const { errors, warnings } = optionProblems(input as unknown as Record<string, unknown>);
    if (errors[0]) throw errors[0];
    for (const warning of warnings) warn(warning);
  }
}

/**
 * `swapNetworkIds` (EVM chain ids admitted for swaps besides SPEC §9's list). Anything but positive
 * integers throws in development; a production build keeps the array (the swaps plugin matches only
 * `eip155:{id}`, so nothing else ever admits a chain) and adds no start-up code for the check.
 */
function resolveSwapNetworkIds(input: unknown): number[] {
  if (
    process.env.NODE_ENV !== 'production' &&
    input !== undefined &&
    !(Array.isArray(input) && input.every((id) => Number.isSafeInteger(id) && id > 0))
  ) {
    const shown = JSON.stringify(input) ?? String(input);
    throw new InvalidOptionError(
      'swapNetworkIds',
      shown,
      'use EVM chain ids (positive integers), e.g. [31337]',
    );
  }
  return Array.isArray(input) ? [...input] : [];
}

/**
 * Validates createAppKit's options (SPEC §5: both siweConfig and siwx rejected, every network in a
 * configured namespace, project id required) and applies the defaults of SPEC §9. Throws on anything
 * that cannot work; a missing project id is reported by the caller as an alert instead. An unknown
 * option key or a wrong AppKit shape throws in development (`checkShapes`).
 */
export function resolveOptions(input: CreateAppKitOptions): ResolvedOptions {
  if (typeof input !== 'object' || input === null) throw new NoNetworksError();
  if (input.siweConfig !== undefined && input.siwx !== undefined) throw new SiweAndSiwxBothSetError();
  checkShapes(input);
  if (!Array.isArray(input.networks) || input.networks.length === 0) throw new NoNetworksError();
  const networks = input.networks.map(checkNetwork);

  const configured: readonly ChainNamespace[] = input.adapters?.length
    ? [...new Set(input.adapters.map((a) => a.namespace))]
    : CHAIN_NAMESPACES;
  for (const network of networks) {
    if (!configured.includes(network.chainNamespace)) {
      throw new NetworkNamespaceNotConfiguredError(
        `${network.name} (${network.caipNetworkId})`,
        network.chainNamespace,
        configured.join(', '),
      );
    }
  }
  const defaultId = input.defaultNetwork?.caipNetworkId ?? networks[0]!.caipNetworkId;
  if (!networks.some((n) => n.caipNetworkId === defaultId))
    throw new DefaultNetworkNotListedError(String(defaultId));
  if (input.themeMode !== undefined && !THEME_MODES.includes(input.themeMode)) {
    throw new InvalidThemeModeError(String(input.themeMode));
  }

  if (input.analyticsConsent !== undefined && !ANALYTICS_CONSENTS.includes(input.analyticsConsent)) {
    throw new InvalidAnalyticsConsentError(String(input.analyticsConsent));
  }

  const base = defaultOptions();
  const parity = resolveParityOptions(input);
  // connectMethodsOrder is an AppKit `features` entry but no feature switch: it lives beside them.
  const { connectMethodsOrder: _order, ...features } = input.features ?? {};
  const projectId = typeof input.projectId === 'string' ? input.projectId.trim() : '';
  const options: OptionsState = {
    ...base,
    projectId,
    // The package's own version (issue 16): the API and analytics see which release is calling.
    sdkVersion: `${SDK_TYPE}-${PACKAGE_VERSION}`,
    metadata: { ...base.metadata, ...input.metadata },
    features: { ...base.features, ...features },
    apiUrl: (input.apiUrl ?? base.apiUrl).replace(/\/+$/, ''),
    // Without one, the browser's languages are read after the first paint (followLocale.ts).
    locale: input.locale !== undefined ? checkLocale(input.locale) : base.locale,
    enableWalletConnect: input.enableWalletConnect ?? base.enableWalletConnect,
    enableNetworkSwitch: input.enableNetworkSwitch ?? base.enableNetworkSwitch,
    allowUnsupportedChain: input.allowUnsupportedChain ?? base.allowUnsupportedChain,
    enableReconnect: input.enableReconnect ?? base.enableReconnect,
    disableAppend: input.disableAppend ?? base.disableAppend,
    enableEmbedded: input.enableEmbedded ?? base.enableEmbedded,
    featuredWalletIds: [...(input.featuredWalletIds ?? [])],
    includeWalletIds: [...(input.includeWalletIds ?? [])],
    excludeWalletIds: [
      ...(input.excludeWalletIds ?? []),
      ...(parity.enableCoinbase ? [] : [COINBASE_WALLET_ID]),
    ],
    defaultAccountTypes: { ...input.defaultAccountTypes },
    customRpcUrls: resolveCustomRpcUrls(input.customRpcUrls),
    swapNetworkIds: resolveSwapNetworkIds(input.swapNetworkIds),
    ...resolveImageOptions(input),
    ...parity,
  };
  // The default apiUrl serves the kit's reads, but analytics never go to an API the host did not name.
  const analytics = {
    apiUrl: input.apiUrl === undefined ? undefined : options.apiUrl,
    consent: input.analyticsConsent ?? 'granted',
  };
  return {
    options,
    networks: withNetworkImages(networks, options),
    defaultCaipNetworkId: defaultId,
    projectIdMissing: projectId === '',
    analytics,
    siwx:
      typeof input.siweConfig === 'object' && input.siweConfig !== null
        ? siweConfigToSiwx(input.siweConfig)
        : input.siwx,
  };
}
