// The dev wallet's door in an arch, on Solana's purple, so the two dev wallets tell apart at a glance.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#7c3aed"/>',
  '<path d="M22 76V44a26 26 0 0 1 52 0v32" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  '</svg>',
].join('');

/** The Solana dev wallet's icon as a data URI (the Wallet Standard requires one). */
export const solanaDevWalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`;
