import { setImmediate as realSetImmediate } from 'node:timers';

// Node's own timer, which Jest's fake timers do not replace: the stub fetch, Response bodies and RTK's
// promise chains settle across a few turns of the event loop whether or not a test fakes the clock.
const turn = () => new Promise<void>((resolve) => realSetImmediate(resolve));

/** Lets the event loop turn until `condition` holds (throws after `turns` turns, so a test fails, not hangs). */
export async function until(condition: () => boolean, turns = 200): Promise<void> {
  for (let i = 0; i < turns; i++) {
    if (condition()) return;
    await turn();
  }
  throw new Error('The condition did not come true');
}

/** Lets pending promise chains run for a while (for asserting that nothing more happens). */
export async function settle(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await turn();
}
