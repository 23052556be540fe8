import { getOperationSign } from '../../../core/format';
import type { OperationType, TransferDirection } from '../historyTypes';

/**
 * The sign before a transfer's quantity. It follows the transfer's direction, as a balance change
 * reads: what left the account is '-', what reached it '+', a transfer to itself none. SPEC §4's
 * signs by operation type (which put '+' on a send) apply only to a transfer that carries no
 * direction (issue 22; docs/plugins/history.md).
 */
export function transferSign(
  direction: TransferDirection | undefined,
  operationType: OperationType,
): '+' | '-' | '' {
  if (direction === 'out') return '-';
  if (direction === 'in') return '+';
  if (direction === 'self') return '';
  return getOperationSign(operationType);
}
