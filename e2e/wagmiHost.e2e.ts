import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, type Hex, verifyMessage } from 'viem';
import { testNftAbi } from '../sandbox/chain/sandboxAbis';
import { createWagmiHostApp, WAGMI_HOST_HEADING } from '../test/hostApp/createWagmiHostApp';
import { packKit } from '../test/hostApp/packKit';
import { browserTest } from './harness/browserTest';
import { fundedAccount, sandboxClients } from './harness/fundedAccount';
import { accountButton, connectFromModal } from './harness/kitPage';
import { readSandboxInfo } from './harness/sandboxInfo';
import { type ServeStaticReturnType, serveStatic } from './harness/serveStatic';

// Issue 24, Deliver 7: an app built on wagmi's hooks keeps them with `portico/adapters/wagmi`. The packed
// kit and wagmi are installed from the registry into a React app (WagmiProvider, QueryClientProvider,
// AppKitButton), built for production with Vite and served statically; a visitor connects the test
// wallet through the kit's modal, and wagmi's useAccount, useBalance and useWriteContract follow.

let workDir: string | undefined;
let server: ServeStaticReturnType | undefined;

beforeAll(async () => {
  const sandbox = readSandboxInfo();
  workDir = mkdtempSync(join(tmpdir(), 'portico-wagmi-host-'));
  const kit = await packKit(workDir);
  const viemVersion = (
    JSON.parse(readFileSync('node_modules/viem/package.json', 'utf8')) as { version: string }
  ).version;
  const appDir = join(workDir, 'app');
  await createWagmiHostApp({ appDir, kit, sandbox, viemVersion, nftAddress: sandbox.contracts.nft! });
  server = await serveStatic({ root: join(appDir, 'dist') });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

browserTest(
  'default: wagmi’s hooks follow a wallet connected through the modal, read its balance, write, sign and reconnect',
  async (t) => {
    const { page, sandbox } = t;
    // A fresh account of its own (1 ETH): the balance shown is exact, and the mint changes nobody else's state.
    const account = await fundedAccount(sandbox);
    await t.injectWallet({ accounts: [account] });
    await page.goto(server!.url);
    await page.getByRole('heading', { name: WAGMI_HOST_HEADING }).waitFor();
    await page.getByText('wagmi: not connected').waitFor();

    await connectFromModal(page, 'Test Wallet');
    await accountButton(page, account.address).waitFor();
    const panel = page.getByRole('region', { name: 'wagmi' });
    await panel.getByText(`wagmi address: ${account.address}`).waitFor();
    await panel.getByText('wagmi balance: 1000000000000000000 wei').waitFor();

    await panel.getByRole('button', { name: 'Mint with wagmi' }).click();
    await panel.getByText('Minted: success').waitFor({ timeout: 20_000 });
    const { publicClient } = sandboxClients(sandbox);
    const owned = await publicClient.readContract({
      address: sandbox.contracts.nft as Address,
      abi: testNftAbi,
      functionName: 'balanceOf',
      args: [account.address as Address],
    });
    expect(owned).toBe(1n);

    await panel.getByRole('button', { name: 'Sign with wagmi' }).click();
    const shown = await panel.getByText(/^Signature: 0x[0-9a-f]+$/).textContent();
    const signature = shown!.replace('Signature: ', '') as Hex;
    await expect(
      verifyMessage({ address: account.address as Address, message: 'Signed with wagmi', signature }),
    ).resolves.toBe(true);

    // A reload restores the kit's session, and wagmi's reconnect on mount picks it up from the kit.
    await page.reload();
    await accountButton(page, account.address).waitFor();
    await panel.getByText(`wagmi address: ${account.address}`).waitFor();
  },
  { timeoutMs: 90_000 },
);
