// The Wallet Standard's registration handshake, as an extension performs it: announce the wallet with a
// `wallet-standard:register-wallet` event whose detail is a callback the app calls with its register
// function, and answer the app's `wallet-standard:app-ready` event the same way, for an app that starts
// listening later. Written out here (a dozen lines) rather than adding @wallet-standard/wallet.

type RegisterCallback = (api: { register(wallet: object): () => void }) => void;

/** Registers `wallet` with any Wallet Standard app on the page, now or when one starts. */
export function registerStandardWallet(wallet: object): void {
  const callback: RegisterCallback = ({ register }) => {
    register(wallet);
  };
  window.dispatchEvent(Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback }));
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<Parameters<RegisterCallback>[0]>).detail),
  );
}
