import { randomBytes } from 'node:crypto';
import { type Address, type Hash, parseEther, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { encodeHistoryCursor } from '../history/historyCursor';
import { historyPageSize } from '../history/historyPageSize';
import type { AccountEntryRow, TransactionRow } from '../indexer/HistoryRows';
import { writeHistoryRows } from '../indexer/writeHistoryRows';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { fetchHistory } from '../testing/fetchHistory';

const chainA = 'eip155:31337';
const chainB = 'eip155:31338';

describeEachDatabase(
  'account history',
  (harness) => {
    let snapshot: string;
    beforeEach(async () => {
      snapshot = await harness().snapshot();
    });
    afterEach(async () => {
      await harness().revert(snapshot);
    });

    const fresh = () => privateKeyToAddress(generatePrivateKey());
    const rpc = (method: string, params: unknown[] = [], chainIndex = 0) =>
      harness().publicClients[chainIndex]?.request({ method, params } as never) as Promise<unknown>;
    /** Every page of the account's history, following `next` until it is null. */
    const allPages = async (account: string, query = '') => {
      const pages = [];
      let cursor: string | null = null;
      do {
        const page = await fetchHistory(
          harness(),
          account,
          [query, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'),
        );
        pages.push(page);
        cursor = page.next;
      } while (cursor !== null && pages.length < 10);
      return pages;
    };

    test('default: an account without transactions has one empty page', async () => {
      expect(await fetchHistory(harness(), fresh(), `chainId=${chainA}`)).toEqual({ data: [], next: null });
    });

    test('behavior: pages of 50, newest first, across and inside blocks, without gaps or repeats', async () => {
      const h = harness();
      const recipient = fresh();
      const sender = h.chain.accounts[6]?.address as Address;
      // Three blocks of 40 transactions: the page boundaries (50, 100) fall inside blocks, so the
      // cursor must order by transaction index within a block, not only by block.
      const hashes: Hash[] = [];
      await rpc('evm_setAutomine', [false]);
      try {
        for (let block = 0; block < 3; block++) {
          for (let tx = 0; tx < 40; tx++) {
            const value = toHex(parseEther('0.001') + BigInt(block * 40 + tx));
            hashes.push((await rpc('eth_sendTransaction', [{ from: sender, to: recipient, value }])) as Hash);
          }
          await rpc('evm_mine');
        }
      } finally {
        await rpc('evm_setAutomine', [true]);
      }
      const receipts = await Promise.all(
        hashes.map((hash) => h.publicClient.getTransactionReceipt({ hash })),
      );
      expect(new Set(receipts.map((receipt) => receipt.blockNumber)).size).toBe(3);
      const newestFirst = receipts
        .sort((a, b) =>
          a.blockNumber === b.blockNumber
            ? b.transactionIndex - a.transactionIndex
            : Number(b.blockNumber - a.blockNumber),
        )
        .map((receipt) => receipt.transactionHash);
      await h.api.indexer.sync();

      const pages = await allPages(recipient, `chainId=${chainA}`);
      expect(pages.map((page) => page.data.length)).toEqual([historyPageSize, historyPageSize, 20]);
      expect(pages.map((page) => page.next === null)).toEqual([false, false, true]);
      expect(pages.flatMap((page) => page.data.map((tx) => tx.metadata.hash))).toEqual(newestFirst);
      // Any spelling of the account gives the same history.
      for (const spelling of [
        recipient.toLowerCase(),
        recipient.slice(2),
        `0x${recipient.slice(2).toUpperCase()}`,
      ]) {
        const first = await fetchHistory(h, spelling, `chainId=${chainA}`);
        expect(first.data.map((tx) => tx.metadata.hash)).toEqual(newestFirst.slice(0, historyPageSize));
        expect(first.data[0]?.metadata.sentTo).toBe(recipient);
      }
    }, 30_000); // 120 transactions sent and indexed: seconds on a busy 2-core machine, not a hang

    test('behavior: chainId keeps one chain; without it every configured chain is listed', async () => {
      const h = harness();
      const recipient = fresh();
      const sent: Hash[] = [];
      for (const chainIndex of [0, 1]) {
        const hash = await h.wallet(7, chainIndex).sendTransaction({ to: recipient, value: parseEther('1') });
        await h.publicClients[chainIndex]?.waitForTransactionReceipt({ hash });
        sent.push(hash);
      }
      await h.api.indexer.sync();
      const ids = async (query: string) =>
        (await fetchHistory(h, recipient, query)).data.map((tx) => tx.id).sort();
      expect(await ids('')).toEqual([`${chainA}:${sent[0]}`, `${chainB}:${sent[1]}`].sort());
      expect(await ids(`chainId=${chainA}`)).toEqual([`${chainA}:${sent[0]}`]);
      expect(await ids(`chainId=${chainB}`)).toEqual([`${chainB}:${sent[1]}`]);
      const [onB] = (await fetchHistory(h, recipient, `chainId=${chainB}`)).data;
      expect(onB?.metadata.chain).toBe(chainB);
    });

    test('behavior: transactions with equal block time, number and index on two chains page apart', async () => {
      const h = harness();
      const account = fresh().toLowerCase();
      // Straight into the database: 60 twin positions on two chains, which only the chain id orders.
      const transactions: TransactionRow[] = [];
      const entries: AccountEntryRow[] = [];
      for (let i = 0; i < 60; i++) {
        for (const chainId of [chainA, chainB]) {
          const hash = `0x${randomBytes(32).toString('hex')}`;
          const position = { chainId, blockNumber: 5_000_000n + BigInt(i >> 2), txIndex: i & 3 };
          const blockTime = 1_800_000_000n + BigInt(i >> 3);
          transactions.push({
            ...position,
            hash,
            blockTime,
            sender: account,
            recipient: account,
            nonce: i,
            status: 'confirmed',
          });
          entries.push({ ...position, account, txHash: hash, blockTime, operationType: 'send' });
        }
      }
      // Caught up first: the rows sit above the chains' heads, where a pending rewind would delete them.
      await h.api.indexer.sync();
      await writeHistoryRows(h.api.db, { blocks: [], tokens: [], transfers: [], transactions, entries });
      const key = (tx: { metadata: { minedAt: string; hash: string; chain: string } }) => tx.metadata.hash;
      const expected = [...entries]
        .sort((a, b) =>
          a.blockTime !== b.blockTime
            ? Number(b.blockTime - a.blockTime)
            : a.blockNumber !== b.blockNumber
              ? Number(b.blockNumber - a.blockNumber)
              : a.txIndex !== b.txIndex
                ? b.txIndex - a.txIndex
                : b.chainId.localeCompare(a.chainId),
        )
        .map((entry) => entry.txHash);
      const pages = await allPages(account);
      expect(pages.map((page) => page.data.length)).toEqual([50, 50, 20]);
      expect(pages.flatMap((page) => page.data.map(key))).toEqual(expected);

      // A cursor from the all-chains listing continues a one-chain listing at the same place.
      const cursor = pages[0]?.next as string;
      for (const chainId of [chainA, chainB]) {
        const rest = (await allPages(account, `chainId=${chainId}&cursor=${cursor}`)).flatMap((page) =>
          page.data.map(key),
        );
        expect(rest).toEqual(
          expected
            .slice(50)
            .filter((hash) => entries.find((entry) => entry.txHash === hash)?.chainId === chainId),
        );
      }
    });

    test('error: malformed accounts, cursors, chains and on-ramps are 400s, never 500s', async () => {
      const h = harness();
      const account = h.chain.accounts[1]?.address as Address;
      const get = (path: string) => h.request('GET', path);
      const history = (query: string, who: string = account) => get(`/v1/account/${who}/history?${query}`);

      expect((await history('chainId=eip155:1')).json).toEqual({
        error: { code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain: eip155:1' },
      });
      expect((await history('chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).json.error.code).toBe(
        'UNSUPPORTED_CHAIN',
      );
      expect((await history('chainId=31337')).json.error).toEqual({
        code: 'BAD_REQUEST',
        message: 'query.chainId: Invalid CAIP-2 network id: 31337',
      });
      expect((await history('onramp=meld')).json.error).toEqual({
        code: 'BAD_REQUEST',
        message: 'query.onramp: only coinbase is supported',
      });
      expect((await history('cursor=not-a-cursor')).json.error).toEqual({
        code: 'BAD_REQUEST',
        message: 'query.cursor: Invalid cursor',
      });
      const forged = [
        Buffer.from('v1|1|2|3|eip155:31337|extra').toString('base64url'),
        Buffer.from(`v1|${'9'.repeat(19)}|1|0|eip155:31337`).toString('base64url'),
        Buffer.from('v2|1|2|3|eip155:31337').toString('base64url'),
        `${encodeHistoryCursor({ blockTime: 1n, blockNumber: 2n, txIndex: 3, chainId: chainA })}!`,
        Buffer.from('onramp1|1|onramp_x').toString('base64url'),
        Buffer.from(`onramp1|${'9'.repeat(19)}|onramp_00000000-0000-4000-8000-000000000000`).toString(
          'base64url',
        ),
        'a'.repeat(5000),
        '%00',
        '%ED%A0%80',
        '%F0%9F%92%A9',
      ];
      for (const cursor of forged) {
        expect(await history(`cursor=${cursor}`)).toMatchObject({
          status: 400,
          // A NUL character is refused before the route's own schema, by the input-hygiene layer.
          json: {
            error: { code: 'BAD_REQUEST', message: expect.stringMatching(/^query\.cursor(:| contains)/) },
          },
        });
      }
      for (const chainId of ['%00', 'eip155:%00', '%ED%A0%80', 'x'.repeat(5000)]) {
        expect(await history(`chainId=${chainId}`)).toMatchObject({
          status: 400,
          json: { error: { code: 'BAD_REQUEST' } },
        });
      }
      const badAccounts = [
        '0x1234',
        `${account}0`,
        `0x${'g'.repeat(40)}`,
        `0X${account.slice(2)}`,
        `${account.slice(0, -1)}%00`,
        'a'.repeat(5000),
        `0x${'1'.repeat(39)}%E2%82%AC`,
      ];
      for (const bad of badAccounts) {
        const answer = await history('', bad);
        expect(answer).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
        expect(answer.json.error.message).toMatch(
          /^params\.account(: Invalid address: ".{0,51}"| contains a NUL character)$/,
        );
      }
      // A lone surrogate is not valid UTF-8 percent-encoding.
      expect((await history('', `0x${'1'.repeat(38)}%ED%A0%80`)).json.error).toEqual({
        code: 'BAD_REQUEST',
        message: 'Malformed percent-encoding in path',
      });
      // The kit's own fields are free text, but no field may carry a NUL character (issue 12).
      expect((await history('projectId=p%20x&st=%ED%A0%80&sv=')).status).toBe(200);
      expect((await history('projectId=%00')).json.error).toEqual({
        code: 'BAD_REQUEST',
        message: 'query.projectId contains a NUL character',
      });
    });
  },
  { secondChainId: 31338 },
);
