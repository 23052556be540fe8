// biome-ignore lint/style/useNodejsImportProtocol: the browser package 'buffer', not Node's module.
import { Buffer } from 'buffer';

// Some wallet SDKs the kits bundle (Base account, WalletConnect utils) read Node-style globals.
window.Buffer = Buffer;
window.process = window.process ?? {
  env: {},
  browser: true,
  version: '',
  nextTick: (fn, ...args) => queueMicrotask(() => fn(...args)),
};
