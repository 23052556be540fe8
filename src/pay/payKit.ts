import { livePageKits } from '../kit/pageKits';
import { PayFeatureOffError, PayKitNotFoundError } from '../plugins/pay/payErrors';
import type { PayState } from '../plugins/pay/paySlice';

// Which kit `portico/pay`'s functions act on. AppKit has one global instance; Portico allows several kits
// per page, so the functions take `{ kit }` and otherwise act on the page's kit when there is exactly
// one. None, or several without one named, is PayKitNotFoundError: guessing would pay through the
// wrong kit. A kit whose `pay` feature is off is PayFeatureOffError.

/** What `portico/pay` needs of a kit (an `AppKit` has it). */
export interface PayKit {
  store: { getState(): unknown; dispatch: unknown; subscribe(listener: () => void): () => void };
  services: { setTimeout(fn: () => void, ms: number): () => void; set(id: string, value: unknown): void };
  plugins: { load(name: string): Promise<void>; descriptor(name: string): unknown };
  open(parameters?: { view?: string }): Promise<void>;
  close(): void;
}

/** The `{ kit }` option every function of `portico/pay` accepts. */
export interface PayKitOption {
  /** The kit to pay with; optional when the page has exactly one. */
  kit?: PayKit;
}

/** `kit`, else the page's one kit; throws PayKitNotFoundError or PayFeatureOffError. */
export function resolvePayKit(kit?: PayKit): PayKit {
  let found = kit;
  if (!found) {
    const kits = livePageKits() as PayKit[];
    if (kits.length !== 1) throw new PayKitNotFoundError(kits.length);
    found = kits[0] as PayKit;
  }
  if (!found.plugins.descriptor('pay')) throw new PayFeatureOffError();
  return found;
}

/** The pay state of `kit`, or undefined before its plugin has loaded. */
export function payStateOf(kit: PayKit): PayState | undefined {
  return (kit.store.getState() as { pay?: PayState }).pay;
}
