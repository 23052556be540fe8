import { encodeFunctionData, erc20Abi, parseEther, toHex } from 'viem';
import { type ApprovalLookups, describeApproval } from './describeApproval';

// The approval card's words (issue 22 blocker): the method as an action, the checked origin, the
// network by name, the recipient by name and address, the amount with USD, the fee, or the message.

const origin = 'https://app.example';
const chains = [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://node', name: 'Anvil' }];
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const lookups = (overrides: Partial<ApprovalLookups> = {}): ApprovalLookups => ({
  name: async (address) => (address === alice ? 'alice.portico' : undefined),
  usdPrice: async (_chainId, token) => (token === undefined ? 3000 : token === usdc ? 1 : undefined),
  token: async (_chainId, address) => (address === usdc ? { symbol: 'USDC', decimals: 6 } : undefined),
  fee: async () => 21_000n * 1_000_000_000n,
  ...overrides,
});

describe('describeApproval', () => {
  test('behavior: a native send names the recipient, prices the amount and gives the fee', async () => {
    const card = await describeApproval(
      {
        method: 'eth_sendTransaction',
        lines: [],
        chainId: 'eip155:31337',
        calls: [{ to: alice, value: toHex(parseEther('0.25')) }],
      },
      { origin, chains, lookups: lookups() },
    );
    expect(card).toEqual({
      title: 'Send transaction',
      origin,
      network: 'Anvil (31337)',
      facts: [
        { id: 'to', label: 'To', value: 'alice.portico', detail: alice, monoDetail: true },
        { id: 'amount', label: 'Amount', value: '0.25 ETH', detail: '$750.00' },
        { id: 'fee', label: 'Network fee', value: '≈ 0.000021 ETH', detail: '$0.06' },
      ],
    });
  });

  test('behavior: an ERC-20 transfer shows the receiver, the token amount and the contract', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [alice, 12_500_000n] });
    const card = await describeApproval(
      { method: 'eth_sendTransaction', lines: [], chainId: 'eip155:31337', calls: [{ to: usdc, data }] },
      { origin, chains, lookups: lookups() },
    );
    expect(card.facts.map((fact) => [fact.id, fact.value, fact.detail])).toEqual([
      ['to', 'alice.portico', alice],
      ['amount', '12.5 USDC', '$12.50'],
      ['token', usdc, undefined],
      ['fee', '≈ 0.000021 ETH', '$0.06'],
    ]);
  });

  test('error: failed lookups leave their details out; an unnamed address is shown whole', async () => {
    const card = await describeApproval(
      {
        method: 'eth_sendTransaction',
        lines: [],
        chainId: 'eip155:5',
        calls: [{ to: usdc, value: '0x1' }],
      },
      {
        origin,
        chains,
        lookups: lookups({ usdPrice: async () => undefined, fee: async () => undefined }),
      },
    );
    expect(card.network).toBe('Chain 5');
    expect(card.facts).toEqual([
      { id: 'to', label: 'To', value: usdc, monoValue: true },
      { id: 'amount', label: 'Amount', value: '0.000000000000000001 ETH' },
    ]);
  });

  test('behavior: a message to sign is the message, with the method in words', async () => {
    const card = await describeApproval(
      {
        method: 'personal_sign',
        lines: [{ label: 'Message', value: 'Hello frame' }],
        chainId: 'eip155:31337',
      },
      { origin, chains, lookups: lookups() },
    );
    expect(card).toEqual({
      title: 'Sign message',
      origin,
      network: 'Anvil (31337)',
      facts: [],
      message: { label: 'Message', text: 'Hello frame' },
    });
  });
});
