// A JSON-RPC error the Polkadot simulator answers. Codes are Substrate's author API codes (1001 bad
// format, 1010 invalid transaction); `reason` names the refusal for tests, and `data` carries it to
// clients the way a node's `data` field says why (e.g. "Transaction has a bad signature").

/** Why the simulator refused an extrinsic. */
export type PolkadotRefusal =
  | 'badFormat'
  | 'unsigned'
  | 'badSignature'
  | 'staleNonce'
  | 'futureNonce'
  | 'unsupportedCall'
  | 'badDestination'
  | 'fundsUnavailable'
  | 'notExpendable'
  | 'belowMinimum';

const DATA: Record<PolkadotRefusal, string> = {
  badFormat: 'Could not decode the extrinsic',
  unsigned: 'Unsigned extrinsics are not accepted by the simulator',
  badSignature: 'Transaction has a bad signature',
  staleNonce: 'Transaction is outdated',
  futureNonce: 'Transaction will be valid in the future; the simulator keeps no future queue',
  unsupportedCall: 'Transaction call is not expected; the simulator applies balances transfers only',
  badDestination: 'The destination is not an account id, MultiAddress::Id',
  fundsUnavailable: 'Token.FundsUnavailable: the sender does not hold the amount',
  notExpendable:
    'Token.NotExpendable: transferKeepAlive would leave the sender below the existential deposit',
  belowMinimum: 'Token.BelowMinimum: the recipient would hold less than the existential deposit',
};

export class PolkadotRpcError extends Error {
  readonly code: number;
  readonly data: string;
  readonly reason: PolkadotRefusal;
  constructor(reason: PolkadotRefusal) {
    const code = reason === 'badFormat' ? 1001 : 1010;
    super(code === 1001 ? 'Extrinsic has invalid format' : 'Invalid Transaction');
    this.name = 'PolkadotRpcError';
    this.code = code;
    this.reason = reason;
    this.data = `${DATA[reason]} [${reason}]`;
  }
}
