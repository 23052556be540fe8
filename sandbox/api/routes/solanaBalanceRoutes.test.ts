import { Connection, SystemProgram, sendAndConfirmTransaction, Transaction } from '@solana/web3.js';
import { solanaRpcFetch } from '../../../src/adapters/solana/solanaRpcFetch';
import { closeSolanaConnection } from '../../solana/closeSolanaConnection';
import { splTransferInstruction } from '../../solana/splTransferInstruction';
import { type StartSolanaChainReturnType, startSolanaChain } from '../../solana/startSolanaChain';
import type { SolanaChainConfig } from '../chain/createSolanaReader';
import { describeEachDatabase } from '../testing/describeEachDatabase';

// GET /v1/account/{address}/balance for Solana (issue 15): SOL and SPL balances from the sandbox's
// local Solana chain, beside the anvil chain the harness starts.

let solana: StartSolanaChainReturnType;
let connection: Connection;
// Filled in before the harness starts (this beforeAll runs before describeEachDatabase's own).
const solanaChains: SolanaChainConfig[] = [];

beforeAll(async () => {
  solana = await startSolanaChain({ port: 0 });
  connection = new Connection(solana.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: solana.wsUrl,
    fetch: solanaRpcFetch,
  });
  solanaChains.push({
    caipNetworkId: solana.caipNetworkId,
    rpcUrl: solana.rpcUrl,
    tokens: [{ mint: solana.mint.address, name: solana.mint.name, symbol: solana.mint.symbol, price: 1 }],
  });
});

afterAll(async () => {
  closeSolanaConnection(connection);
  await solana?.stop();
});

describeEachDatabase(
  'Solana balances',
  (harness) => {
    const get = (address: string, chainId?: string) =>
      harness().request(
        'GET',
        `/v1/account/${address}/balance?currency=usd&projectId=p&forceUpdate=true${chainId ? `&chainId=${chainId}` : ''}`,
      );

    test('behavior: supported chains list the Solana chain for HTTP (so the kit asks its balances), not websockets', async () => {
      const answer = await harness().request('GET', '/v1/supported-chains?projectId=p');
      expect(answer.json.http).toContain(solana.caipNetworkId);
      expect(answer.json.ws).not.toContain(solana.caipNetworkId);
    });

    test('default: a dev account holds 1,000 SOL and 1,000 PUSD', async () => {
      const address = solana.accounts[3]!.address;
      const answer = await get(address, solana.caipNetworkId);
      const base = harness().api.url;
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        balances: [
          {
            name: 'Solana',
            symbol: 'SOL',
            chainId: solana.caipNetworkId,
            value: 0,
            price: 0,
            quantity: { decimals: '9', numeric: '1000' },
            iconUrl: expect.stringMatching(new RegExp(`^${base}/v1/icons/`)),
          },
          {
            name: 'Portico Sandbox USD',
            symbol: 'PUSD',
            chainId: solana.caipNetworkId,
            address: `${solana.caipNetworkId}:${solana.mint.address}`,
            value: 1000,
            price: 1,
            quantity: { decimals: '6', numeric: '1000' },
            iconUrl: expect.stringMatching(new RegExp(`^${base}/v1/icons/`)),
          },
        ],
      });
    });

    test('behavior: SOL and SPL transfers show in the next answer; an account without tokens gets SOL only', async () => {
      // Relative figures: each database variant runs this against the same chain.
      const [, , from] = solana.accounts;
      const to = solana.accounts[8]!;
      const figures = async (address: string) =>
        Object.fromEntries(
          ((await get(address)).json.balances as { symbol: string; quantity: { numeric: string } }[]).map(
            (b) => [b.symbol, Number(b.quantity.numeric)],
          ),
        );
      const [fromBefore, toBefore] = [await figures(from!.address), await figures(to.address)];
      const tx = new Transaction()
        .add(
          SystemProgram.transfer({
            fromPubkey: from!.keypair.publicKey,
            toPubkey: to.keypair.publicKey,
            lamports: 500_000_000,
          }),
        )
        .add(
          splTransferInstruction(
            solana.tokenAccounts[from!.address]!,
            solana.tokenAccounts[solana.accounts[1]!.address]!,
            from!.address,
            1_500_000n,
          ),
        );
      await sendAndConfirmTransaction(connection, tx, [from!.keypair]);
      const toAfter = await get(to.address, solana.caipNetworkId);
      expect(toAfter.json.balances).toEqual([expect.objectContaining({ symbol: 'SOL' })]);
      expect(await figures(to.address)).toEqual({ SOL: toBefore.SOL! + 0.5 });
      const fromAfter = await figures(from!.address);
      expect(fromAfter.SOL).toBeCloseTo(fromBefore.SOL! - 0.5 - 0.000005, 9);
      expect(fromAfter.PUSD).toBeCloseTo(fromBefore.PUSD! - 1.5, 6);
    });

    test('behavior: the price endpoint prices PUSD as the balance endpoint does (issue 22: no USD value)', async () => {
      const pusd = `${solana.caipNetworkId}:${solana.mint.address}`;
      const unknown = `${solana.caipNetworkId}:${solana.accounts[1]!.address}`;
      const answer = await harness().request('POST', '/v1/fungible/price', {
        currency: 'usd',
        addresses: [pusd, unknown],
      });
      expect(answer.status).toBe(200);
      expect(answer.json.fungibles).toEqual([
        expect.objectContaining({ address: pusd, symbol: solana.mint.symbol, price: 1 }),
      ]);
    });

    test('error: a Solana chain needs a Solana address, and an unknown Solana chain is unsupported', async () => {
      const evm = harness().chain.accounts[1]!.address;
      const bad = await get(evm, solana.caipNetworkId);
      expect(bad).toMatchObject({
        status: 400,
        json: { error: { code: 'BAD_REQUEST', message: `params.address: Invalid address: ${evm}` } },
      });
      // 43 base58 characters that decode to 31 bytes: not a Solana address (SPEC §5, the vectors).
      expect((await get('2xea9jWJ9eca3dFiefTeSPP85c6qXqunCqL2h2JNffM', solana.caipNetworkId)).status).toBe(
        400,
      );
      expect((await get(solana.accounts[1]!.address, 'eip155:31337')).status).toBe(400);
      const unknown = await get(solana.accounts[1]!.address, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
      expect(unknown.status).not.toBe(200);
      expect(unknown.json.error.message).toBe('Unsupported chain: solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    });
  },
  { solanaChains },
);
