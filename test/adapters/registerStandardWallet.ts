// The Wallet Standard's registration handshake as an extension performs it, for jsdom tests: a
// `wallet-standard:register-wallet` event whose detail is a callback the app calls with its register
// function, and the same answer to the app's `wallet-standard:app-ready` event, for a wallet that
// registered before the app loaded. The standard's registry lives as long as the page, so every
// registration is kept for `unregisterStandardWallets` to undo after each test.

const unregisters: (() => void)[] = [];

/** Registers `wallet` with any Wallet Standard app on the page, now or when one starts. */
export function registerStandardWallet(wallet: object): void {
  const callback = ({ register }: { register(wallet: object): () => void }) => {
    unregisters.push(register(wallet));
  };
  window.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback }));
  const onReady = (event: Event) => callback((event as CustomEvent).detail);
  window.addEventListener('wallet-standard:app-ready', onReady, { once: true });
  unregisters.push(() => window.removeEventListener('wallet-standard:app-ready', onReady));
}

/** Unregisters every wallet registered so far and stops answering the app's ready event. */
export function unregisterStandardWallets(): void {
  for (const unregister of unregisters.splice(0)) unregister();
}
