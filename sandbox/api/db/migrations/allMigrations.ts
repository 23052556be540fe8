import { initialMigration } from './001_initial';
import { historyMigration } from './002_history';
import { siwxSessionsMigration } from './003_siwx_sessions';
import { nameRegistrationsMigration } from './004_name_registrations';
import { rateLimitsMigration } from './005_rate_limits';
import { onrampOrdersMigration } from './006_onramp_orders';
import { payPaymentsMigration } from './007_pay_payments';
import { bitcoinOutputsMigration } from './008_bitcoin_outputs';
import { balanceRefreshesMigration } from './009_balance_refreshes';
import type { Migration } from './Migration';

/** Every migration in id order; add new ones at the end. */
export const allMigrations: readonly Migration[] = [
  initialMigration,
  historyMigration,
  siwxSessionsMigration,
  nameRegistrationsMigration,
  rateLimitsMigration,
  onrampOrdersMigration,
  payPaymentsMigration,
  bitcoinOutputsMigration,
  balanceRefreshesMigration,
];
