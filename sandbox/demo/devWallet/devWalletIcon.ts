// A door in an arch (the portico) on the kit's accent blue; drawn for 96 px, legible at 24 px.
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#2563eb"/>',
  '<path d="M22 76V44a26 26 0 0 1 52 0v32" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  '<rect x="38" y="48" width="20" height="28" rx="3" fill="#fff"/>',
  '<circle cx="53" cy="63" r="2.5" fill="#2563eb"/>',
  '</svg>',
].join('');

/** The dev wallet's icon as an RFC 2397 data URI, which EIP-6963 requires (no fetch, works offline). */
export const devWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`;
