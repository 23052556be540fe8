import { ethereum } from '../core/networks/chains/evm';
import type { CreateAppKitOptions } from './appKitOptions';
import { resolveOptions } from './resolveOptions';

// Issue 24: AppKit's `customRpcUrls` entries are `{ url }` objects; the object itself became the "URL".

const resolve = (customRpcUrls: unknown, onWarn: (message: string) => void = () => undefined) =>
  resolveOptions({ projectId: 'p1', networks: [ethereum], customRpcUrls, onWarn } as CreateAppKitOptions)
    .options.customRpcUrls;

describe('customRpcUrls', () => {
  test("default: AppKit's { url } entries become the URLs the adapters try, in order", () => {
    expect(
      resolve({
        'eip155:1': [{ url: 'https://rpc-1.example' }, { url: 'https://rpc-2.example' }],
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [{ url: 'https://sol.example' }],
      }),
    ).toEqual({
      'eip155:1': ['https://rpc-1.example', 'https://rpc-2.example'],
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['https://sol.example'],
    });
    expect(resolve(undefined)).toEqual({});
  });

  test("behavior: plain URL strings (Portico's earlier shape) still work, mixed with { url }", () => {
    expect(resolve({ 'eip155:8453': ['http://127.0.0.1:8545', { url: 'https://base.example' }] })).toEqual({
      'eip155:8453': ['http://127.0.0.1:8545', 'https://base.example'],
    });
  });

  test("behavior: AppKit's transport `config` is accepted and the host is told it is not applied", () => {
    const warn = jest.fn();
    expect(
      resolve({ 'eip155:1': [{ url: 'https://rpc.example', config: { retryCount: 5 } }] }, warn),
    ).toEqual({
      'eip155:1': ['https://rpc.example'],
    });
    expect(warn).toHaveBeenCalledWith(
      "[portico] customRpcUrls: each entry's `config` is not applied; the kit's clients keep their own timeout and retries",
    );
  });

  test.each([
    [{ mainnet: [{ url: 'https://x.example' }] }, 'Invalid customRpcUrls["mainnet"] "mainnet"'],
    [
      { 'eip155:1': { url: 'https://x.example' } },
      'Invalid customRpcUrls["eip155:1"] {"url":"https://x.example"}',
    ],
    [
      { 'eip155:1': [{ href: 'https://x.example' }] },
      'Invalid customRpcUrls["eip155:1"][0] {"href":"https://x.example"}',
    ],
    [{ 'eip155:1': ['javascript:alert(1)'] }, 'Invalid customRpcUrls["eip155:1"][0] "javascript:alert(1)"'],
    [['https://x.example'], 'Invalid customRpcUrls ["https://x.example"]'],
  ])('error: %j is refused, naming the entry and the shape', (value, message) => {
    expect(() => resolve(value)).toThrow(message);
    expect(() => resolve(value)).toThrow(
      "use { 'eip155:1': [{ url: 'https://...' }] } (CAIP-2 id -> list of { url } or URL strings)",
    );
  });
});
