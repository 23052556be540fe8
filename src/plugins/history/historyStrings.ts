// English strings of the history plugin's views. The runtime prefixes them with `history.` when the
// plugin loads, so they reach the views (and the header's `history.view.Transactions.title`) through useText.

/** Every visible (or screen-reader) string of the Activity views, in English. */
export const historyStrings: Record<string, string> = {
  'view.Transactions.title': 'Activity',

  listLabel: 'Activity',
  loading: 'Loading activity',
  loadingMore: 'Loading more transactions',
  loadMore: 'Load more',
  emptyTitle: 'No activity yet',
  emptyHint: 'Transactions of this account on {network} show up here.',
  failed: 'Activity could not be loaded.',
  retry: 'Try again',
  unsupported: 'Activity is not available on this network.',
  unsupportedHint: 'Switch to an EVM or Solana network to see the transactions of this account.',
  notConnected: 'Connect a wallet to see its activity.',
  ago: '{time} ago',
  explorerLink: 'View transaction {hash} on {explorer}',
  moreTransfers: '+{count} more',
  'counterparty.to': 'to {address}',
  'counterparty.from': 'from {address}',

  'status.failed': 'Failed',
  'status.pending': 'Pending',

  'operation.send': 'Sent',
  'operation.receive': 'Received',
  'operation.trade': 'Swapped',
  'operation.execute': 'Executed',
  'operation.approve': 'Approved',
  'operation.mint': 'Minted',
  'operation.burn': 'Burned',
  'operation.deposit': 'Deposited',
  'operation.withdraw': 'Withdrew',
  'operation.claim': 'Claimed',
  'operation.borrow': 'Borrowed',
  'operation.repay': 'Repaid',
  'operation.buy': 'Bought',
};
