import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

// Infrastructure for capturePeers.mjs: a local anvil chain, a static server for a built host app, and an
// EIP-6963 wallet whose requests are answered by anvil (which signs for its unlocked dev accounts).

const repo = new URL('../..', import.meta.url).pathname;

/** Starts anvil (the repo's @foundry-rs/anvil binary, else `anvil` on PATH) on a free port. */
export async function startAnvil() {
  const local = join(repo, 'node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil');
  const port = await freePort();
  const child = spawn(
    existsSync(local) ? local : 'anvil',
    ['--host', '127.0.0.1', '--port', `${port}`, '--silent'],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await rpc(url, 'eth_chainId').catch(() => undefined)) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('anvil did not answer within 10 s');
}

/** One JSON-RPC call; a node error is thrown with its code so the page sees an EIP-1193 error. */
export async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await response.json();
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves a built host app (vite build output); unknown paths fall back to index.html. */
export async function serveStatic(root) {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${root} has no index.html: run setupPeers.sh first`);
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = existsSync(join(root, path)) && extname(path) ? join(root, path) : join(root, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

const icon = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#2563eb"/>',
  '<path d="M22 76V44a26 26 0 0 1 52 0v32" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  '<rect x="38" y="48" width="20" height="28" rx="3" fill="#fff"/>',
  '<circle cx="53" cy="63" r="2.5" fill="#2563eb"/>',
  '</svg>',
].join('');

/** The same name and icon as the sandbox's dev wallet, so the peers' lists compare with ours. */
export const walletInfo = {
  uuid: '6f1c3c52-6a8e-4c55-9d8e-2f3b5e0c7a11',
  name: 'Portico Dev Wallet',
  rdns: 'dev.portico.sandbox',
  icon: `data:image/svg+xml;base64,${Buffer.from(icon).toString('base64')}`,
};

/** Runs in the page before its scripts: an EIP-1193 provider announced via EIP-6963 and window.ethereum. */
function walletPageScript(info) {
  const provider = {
    isMetaMask: false,
    async request({ method, params }) {
      const answer = JSON.parse(await window.peerWalletRequest(JSON.stringify({ method, params })));
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    on: () => provider,
    removeListener: () => provider,
  };
  const detail = Object.freeze({ info: Object.freeze(info), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  window.ethereum = provider;
  announce();
}

/**
 * Installs the wallet in a browser context; it answers for anvil's first dev account. The connection
 * request waits until `approve()` is called, so the kits' "connecting" views can be photographed.
 */
export async function installWallet(context, anvilUrl) {
  const [account] = await rpc(anvilUrl, 'eth_accounts');
  // Like a real wallet, eth_accounts stays empty until the page has asked for the account once.
  const wallet = { account, authorized: false };
  let approve;
  wallet.approved = new Promise((resolve) => {
    approve = resolve;
  });
  await context.exposeFunction('peerWalletRequest', async (json) => {
    const { method, params } = JSON.parse(json);
    try {
      return JSON.stringify({ result: await walletAnswer(anvilUrl, wallet, method, params) });
    } catch (error) {
      return JSON.stringify({ error: { code: error.code ?? -32603, message: error.message } });
    }
  });
  await context.addInitScript(walletPageScript, walletInfo);
  return { account, approve };
}

async function walletAnswer(anvilUrl, wallet, method, params) {
  switch (method) {
    case 'eth_accounts':
      return wallet.authorized ? [wallet.account] : [];
    case 'eth_requestAccounts':
      await wallet.approved;
      wallet.authorized = true;
      return [wallet.account];
    case 'wallet_requestPermissions':
      await wallet.approved;
      wallet.authorized = true;
      return [{ parentCapability: 'eth_accounts' }];
    case 'wallet_getPermissions':
      return wallet.authorized ? [{ parentCapability: 'eth_accounts' }] : [];
    case 'wallet_switchEthereumChain':
      if (params?.[0]?.chainId === '0x7a69') return null;
      throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
    case 'wallet_addEthereumChain':
    case 'wallet_revokePermissions':
      return null;
    case 'wallet_getCapabilities':
    case 'wallet_sendCalls':
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
    default:
      return rpc(anvilUrl, method, params ?? []);
  }
}
