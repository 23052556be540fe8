// SPEC §4, verbatim: these are the signs the product shows, including '+' for send. `buy` (an on-ramp
// purchase, which SPEC §4 does not list) adds to the account like a receive.
const OPERATION_SIGNS: Readonly<Record<string, '+' | '-'>> = {
  send: '+',
  receive: '+',
  deposit: '+',
  borrow: '+',
  claim: '+',
  buy: '+',
  withdraw: '-',
  repay: '-',
  burn: '-',
};

/** The SPEC §4 sign shown before a history quantity: '+', '-' or '' for other operation types. */
export function getOperationSign(operationType: string): '+' | '-' | '' {
  if (typeof operationType !== 'string') return '';
  return Object.hasOwn(OPERATION_SIGNS, operationType) ? (OPERATION_SIGNS[operationType] ?? '') : '';
}
