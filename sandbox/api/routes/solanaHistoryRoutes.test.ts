import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';
import { solanaRpcFetch } from '../../../src/adapters/solana/solanaRpcFetch';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  transferCheckedInstruction,
} from '../../../src/adapters/solana/splInstructions';
import { encodeBase58 } from '../../../src/core/base58';
import { closeSolanaConnection } from '../../solana/closeSolanaConnection';
import { splTransferInstruction } from '../../solana/splTransferInstruction';
import { type StartSolanaChainReturnType, startSolanaChain } from '../../solana/startSolanaChain';
import type { SolanaChainConfig } from '../chain/createSolanaReader';
import type { HistoryResponse } from '../history/HistoryTransaction';
import { encodeHistoryCursor } from '../history/historyCursor';
import { historyPageSize } from '../history/historyPageSize';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { fetchHistory } from '../testing/fetchHistory';

// GET /v1/account/{account}/history for a Solana account (issue 22: Solana had no Activity): the SOL
// and SPL transfers of the sandbox's local Solana chain in the same shape as EVM entries.

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

const fresh = () => Keypair.generate().publicKey.toBase58();

describeEachDatabase(
  'Solana history',
  (harness) => {
    const history = (account: string): Promise<HistoryResponse> =>
      fetchHistory(harness(), account, `chainId=${solana.caipNetworkId}`);

    test('behavior: a SOL send is listed for both sides: out to the receiver, in from the sender', async () => {
      const sender = solana.accounts[4]!;
      const receiver = fresh();
      const signature = await sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          SystemProgram.transfer({
            fromPubkey: sender.keypair.publicKey,
            toPubkey: new PublicKey(receiver),
            lamports: 100_000_000,
          }),
        ),
        [sender.keypair],
      );
      const base = harness().api.url;
      const page = await history(sender.address);
      expect(page.next).toBeNull();
      expect(page.data[0]).toEqual({
        id: `${solana.caipNetworkId}:${signature}`,
        metadata: {
          operationType: 'send',
          hash: signature,
          minedAt: expect.any(String),
          sentFrom: sender.address,
          sentTo: receiver,
          status: 'confirmed',
          nonce: 0,
          chain: solana.caipNetworkId,
        },
        transfers: [
          {
            direction: 'out',
            sender: sender.address,
            recipient: receiver,
            quantity: { numeric: '0.1' },
            fungible_info: {
              name: 'Solana',
              symbol: 'SOL',
              icon: { url: `${base}/v1/icons/sol.svg` },
              flags: { is_spam: false },
            },
          },
        ],
      });
      expect(Date.now() - Date.parse(page.data[0]!.metadata.minedAt)).toBeLessThan(60_000);
      // SOL's own mark (issue 22: SOL and PUSD shared the fallback icon).
      const icon = await harness().request('GET', '/v1/icons/sol.svg');
      expect(icon.status).toBe(200);
      expect(icon.text).not.toBe((await harness().request('GET', '/v1/icons/token.svg')).text);
      const received = await history(receiver);
      expect(received.data).toHaveLength(1);
      expect(received.data[0]).toMatchObject({
        metadata: { operationType: 'receive', hash: signature },
        transfers: [
          { direction: 'in', sender: sender.address, recipient: receiver, quantity: { numeric: '0.1' } },
        ],
      });
    });

    test("behavior: PUSD sends are listed with the token's name, price and both owners, newest first", async () => {
      const sender = solana.accounts[2]!;
      const receiver = fresh();
      // The kit's token send: the receiver's associated account is created in the same transaction.
      const first = await sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          createAssociatedTokenAccountIdempotentInstruction(sender.address, receiver, solana.mint.address),
          transferCheckedInstruction({
            source: new PublicKey(solana.tokenAccounts[sender.address]!),
            mint: solana.mint.address,
            destination: associatedTokenAddress(receiver, solana.mint.address),
            owner: sender.address,
            amount: 2_500_000n,
            decimals: 6,
          }),
        ),
        [sender.keypair],
      );
      // A plain Transfer into the now existing account: the receiver's address is nowhere in it, so
      // it is found through the receiver's token account.
      const second = await sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          splTransferInstruction(
            solana.tokenAccounts[sender.address]!,
            associatedTokenAddress(receiver, solana.mint.address).toBase58(),
            sender.address,
            1_000_000n,
          ),
        ),
        [sender.keypair],
      );
      const received = await history(receiver);
      expect(received.data.map((t) => t.metadata.hash)).toEqual([second, first]);
      expect(received.data[1]).toMatchObject({
        metadata: { operationType: 'receive', sentFrom: sender.address, sentTo: sender.address },
        transfers: [
          {
            direction: 'in',
            sender: sender.address,
            recipient: receiver,
            quantity: { numeric: '2.5' },
            price: 1,
            value: 2.5,
            fungible_info: {
              name: 'Portico Sandbox USD',
              symbol: 'PUSD',
              icon: { url: `${harness().api.url}/v1/icons/pusd.svg` },
            },
          },
        ],
      });
      const sent = (await history(sender.address)).data.find((t) => t.metadata.hash === second);
      expect(sent).toMatchObject({
        metadata: { operationType: 'send', sentTo: receiver },
        transfers: [{ direction: 'out', recipient: receiver, quantity: { numeric: '1' }, value: 1 }],
      });
    });

    test('default: a Solana account without transactions has one empty page', async () => {
      expect(await history(fresh())).toEqual({ data: [], next: null });
    });

    test(`behavior: over ${historyPageSize} transactions page on like EVM's: next is the page's last signature, the page after holds the older ones, the last page's next is null`, async () => {
      const sender = solana.accounts[3]!;
      const receiver = fresh();
      const signatures: string[] = [];
      for (let i = 0; i < historyPageSize + 2; i += 1) {
        const transfer = SystemProgram.transfer({
          fromPubkey: sender.keypair.publicKey,
          toPubkey: new PublicKey(receiver),
          lamports: 1_000_000 + i,
        });
        signatures.push(
          await sendAndConfirmTransaction(connection, new Transaction().add(transfer), [sender.keypair]),
        );
      }
      const newestFirst = [...signatures].reverse();
      const first = await history(receiver);
      expect(first.data.map((t) => t.metadata.hash)).toEqual(newestFirst.slice(0, historyPageSize));
      expect(first.next).toBe(newestFirst[historyPageSize - 1]);
      const second = await fetchHistory(
        harness(),
        receiver,
        `chainId=${solana.caipNetworkId}&cursor=${first.next}`,
      );
      expect(second.data.map((t) => t.metadata.hash)).toEqual(newestFirst.slice(historyPageSize));
      expect(second.data.map((t) => t.metadata.operationType)).toEqual(['receive', 'receive']);
      expect(second.next).toBeNull();
    }, 60_000);

    test('error: a cursor that is not a Solana signature (an EVM page position, garbage) is refused', async () => {
      const position = encodeHistoryCursor({
        blockTime: 1n,
        blockNumber: 1n,
        txIndex: 0,
        chainId: solana.caipNetworkId,
      });
      for (const cursor of [position, 'not-a-cursor']) {
        const answer = await harness().request(
          'GET',
          `/v1/account/${solana.accounts[4]!.address}/history?chainId=${solana.caipNetworkId}&cursor=${cursor}`,
        );
        expect(answer.json).toEqual({
          error: { code: 'BAD_REQUEST', message: 'query.cursor: Invalid cursor' },
        });
      }
      // And an EVM account's history takes no signature.
      const evm = await harness().request(
        'GET',
        `/v1/account/${harness().chain.accounts[1]!.address}/history?cursor=${encodeBase58(new Uint8Array(64).fill(7))}`,
      );
      expect(evm.json).toEqual({ error: { code: 'BAD_REQUEST', message: 'query.cursor: Invalid cursor' } });
    });

    test('error: a Solana chain needs a Solana address, an EVM chain an EVM one; an unknown Solana chain is unsupported', async () => {
      const get = (account: string, chainId: string) =>
        harness().request('GET', `/v1/account/${account}/history?chainId=${chainId}`);
      const evm = harness().chain.accounts[1]!.address;
      expect((await get(evm, solana.caipNetworkId)).json).toEqual({
        error: { code: 'BAD_REQUEST', message: `params.account: Invalid address: "${evm}"` },
      });
      // 43 base58 characters that decode to 31 bytes: not a Solana address (SPEC §5).
      expect((await get('2xea9jWJ9eca3dFiefTeSPP85c6qXqunCqL2h2JNffM', solana.caipNetworkId)).status).toBe(
        400,
      );
      expect((await get(solana.accounts[1]!.address, 'eip155:31337')).json.error.code).toBe('BAD_REQUEST');
      expect(
        (await get(solana.accounts[1]!.address, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).json,
      ).toEqual({
        error: {
          code: 'UNSUPPORTED_CHAIN',
          message: 'Unsupported chain: solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        },
      });
    });
  },
  { solanaChains },
);
