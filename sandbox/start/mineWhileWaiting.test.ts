import { mineWhileWaiting } from './mineWhileWaiting';

// The miner's rule against a stub node (the real one is litecoind, run by `npm start`), on Jest's fake
// clock: a block when the mempool holds something, none when it is empty, nothing after stop, errors
// reported and survived.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A stub of the node's two calls: mempool sizes to answer in turn (then 0), and the blocks mined. */
function stubNode(sizes: number[], failFirst = false) {
  const mined: number[] = [];
  let checks = 0;
  const node = async <T>(method: string): Promise<T> => {
    if (method !== 'getmempoolinfo') throw new Error(`unexpected ${method}`);
    checks++;
    if (failFirst && checks === 1) throw new Error('node is starting');
    return { size: sizes.shift() ?? 0 } as T;
  };
  const reader = {
    mine: async (blocks = 1) => {
      mined.push(blocks);
      return ['hash'];
    },
  };
  return { chain: { node: node as never, reader }, mined, checks: () => checks };
}

test('behavior: one block per check that finds a waiting transaction, none for an empty mempool, one check a second', async () => {
  const stub = stubNode([0, 2, 0, 1]);
  const miner = mineWhileWaiting(stub.chain, { intervalMs: 1000 });
  await jest.advanceTimersByTimeAsync(999);
  expect(stub.checks()).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  expect([stub.checks(), stub.mined]).toEqual([1, []]);
  await jest.advanceTimersByTimeAsync(1000);
  expect([stub.checks(), stub.mined]).toEqual([2, [1]]);
  await jest.advanceTimersByTimeAsync(2000);
  expect([stub.checks(), stub.mined]).toEqual([4, [1, 1]]);
  await miner.stop();
});

test('behavior: after stop() resolves nothing is checked or mined any more', async () => {
  const stub = stubNode([1, 1, 1, 1]);
  const miner = mineWhileWaiting(stub.chain, { intervalMs: 1000 });
  await jest.advanceTimersByTimeAsync(1000);
  expect(stub.mined).toEqual([1]);
  await miner.stop();
  await jest.advanceTimersByTimeAsync(10_000);
  expect([stub.checks(), stub.mined]).toEqual([1, [1]]);
});

test('error: a failed check is reported and the miner goes on', async () => {
  const stub = stubNode([1], true);
  const errors: unknown[] = [];
  const miner = mineWhileWaiting(stub.chain, { intervalMs: 1000, onError: (e) => errors.push(e) });
  await jest.advanceTimersByTimeAsync(2000);
  await miner.stop();
  expect(errors).toEqual([new Error('node is starting')]);
  expect(stub.mined).toEqual([1]);
});
