// What the sandbox Solana chain holds at start (docs/sandbox.md, "Solana").

/** Lamports per SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** Every dev account starts with 1,000 SOL. */
export const solanaSeedLamports = 1_000n * LAMPORTS_PER_SOL;

/** The sandbox SPL token; account 0 is its mint authority. */
export const solanaSeedToken = { symbol: 'PUSD', name: 'Portico Sandbox USD', decimals: 6 } as const;

/** Dev accounts 0..3 hold 1,000 PUSD each, in their associated token accounts. */
export const solanaSeedTokenHolders = [0, 1, 2, 3] as const;

/** 1,000 PUSD in base units. */
export const solanaSeedTokenAmount = 1_000n * 10n ** BigInt(solanaSeedToken.decimals);
