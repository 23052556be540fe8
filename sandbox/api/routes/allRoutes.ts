import type { Route } from '../http/defineRoute';
import { allowedOriginsRoutes } from './allowedOriginsRoutes';
import { analyticsRoutes } from './analyticsRoutes';
import { balanceRoutes } from './balanceRoutes';
import { bitcoinRoutes } from './bitcoinRoutes';
import { convertRoutes } from './convertRoutes';
import { fungiblePriceRoutes } from './fungiblePriceRoutes';
import { gasPriceRoutes } from './gasPriceRoutes';
import { historyRoutes } from './historyRoutes';
import { iconRoutes } from './iconRoutes';
import { identityRoutes } from './identityRoutes';
import { imageRoutes } from './imageRoutes';
import { nftRoutes } from './nftRoutes';
import { onrampRoutes } from './onrampRoutes';
import { payRoutes } from './payRoutes';
import { profileRoutes } from './profileRoutes';
import { sessionRoutes } from './sessionRoutes';
import { supportedChainsRoutes } from './supportedChainsRoutes';
import { walletsRoutes } from './walletsRoutes';

/** Every route group of the API; a new endpoint file adds its group here. */
export const allRoutes: readonly Route[] = [
  ...supportedChainsRoutes,
  ...balanceRoutes,
  ...historyRoutes,
  ...fungiblePriceRoutes,
  ...nftRoutes,
  ...identityRoutes,
  ...profileRoutes,
  ...gasPriceRoutes,
  ...convertRoutes,
  ...analyticsRoutes,
  ...allowedOriginsRoutes,
  ...iconRoutes,
  ...imageRoutes,
  ...walletsRoutes,
  ...sessionRoutes,
  ...onrampRoutes,
  ...payRoutes,
  ...bitcoinRoutes,
];
