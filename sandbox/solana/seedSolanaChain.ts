import { type Address, address, lamports, none, some } from '@solana/kit';
import { PublicKey } from '@solana/web3.js';
import {
  AccountState,
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './parseTokenAccount';
import { SOLANA_MINT_SEED_TEXT, type SolanaSandboxAccount, sandboxKeypair } from './solanaSandboxAccounts';
import {
  solanaSeedLamports,
  solanaSeedToken,
  solanaSeedTokenAmount,
  solanaSeedTokenHolders,
} from './solanaSeed';

// Writes the start state straight into litesvm's accounts (no transactions): SOL for every dev account,
// the PUSD mint, and PUSD token accounts at the holders' associated token addresses.

const SYSTEM_PROGRAM = address('11111111111111111111111111111111');

/**
 * The Associated Token Account program's id (litesvm loads the program by default, docs/sandbox.md).
 * Taken from the program's client package: a mistyped id gave addresses no wallet or kit would find.
 */
export const ASSOCIATED_TOKEN_PROGRAM: string = ASSOCIATED_TOKEN_PROGRAM_ADDRESS;

/** The associated token account address of `owner` for `mint` (the usual PDA). */
export function associatedTokenAddress(owner: string, mint: string): string {
  const [pda] = PublicKey.findProgramAddressSync(
    [
      new PublicKey(owner).toBytes(),
      new PublicKey(TOKEN_PROGRAM_ADDRESS).toBytes(),
      new PublicKey(mint).toBytes(),
    ],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
  );
  return pda.toBase58();
}

export interface SolanaSeedResult {
  mint: { address: string; decimals: number; symbol: string; name: string };
  /** Token account per holder address. */
  tokenAccounts: Record<string, string>;
}

/** Seeds `svm` for `accounts`; returns the mint and the token accounts it created. */
export function seedSolanaChain(svm: LiteSVM, accounts: readonly SolanaSandboxAccount[]): SolanaSeedResult {
  for (const account of accounts) {
    svm.setAccount({
      address: address(account.address),
      data: new Uint8Array(0),
      executable: false,
      lamports: lamports(solanaSeedLamports),
      programAddress: SYSTEM_PROGRAM,
      space: 0n,
    });
  }
  const mintAddress = address(sandboxKeypair(SOLANA_MINT_SEED_TEXT).keypair.publicKey.toBase58());
  const authority = accounts[0]?.address;
  if (!authority) throw new Error('solana: seeding needs at least one account');
  const holders = solanaSeedTokenHolders.map((index) => accounts[index]).filter((a) => a !== undefined);
  const rent = (size: number) => lamports(svm.minimumBalanceForRentExemption(BigInt(size)));
  svm.setAccount({
    address: mintAddress,
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: some(address(authority)),
        supply: solanaSeedTokenAmount * BigInt(holders.length),
        decimals: solanaSeedToken.decimals,
        isInitialized: true,
        freezeAuthority: none(),
      }),
    ),
    executable: false,
    lamports: rent(MINT_SIZE),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: BigInt(MINT_SIZE),
  });
  const tokenAccounts: Record<string, string> = {};
  for (const holder of holders) {
    const tokenAccount = associatedTokenAddress(holder.address, mintAddress) as Address;
    svm.setAccount({
      address: tokenAccount,
      data: new Uint8Array(
        getTokenEncoder().encode({
          mint: mintAddress,
          owner: address(holder.address),
          amount: solanaSeedTokenAmount,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0n,
          closeAuthority: none(),
        }),
      ),
      executable: false,
      lamports: rent(TOKEN_ACCOUNT_SIZE),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: BigInt(TOKEN_ACCOUNT_SIZE),
    });
    tokenAccounts[holder.address] = tokenAccount;
  }
  return { mint: { address: mintAddress, ...solanaSeedToken }, tokenAccounts };
}
