// The frame origin's HTML pages. The frame page itself carries its configuration as inert JSON; its
// script (frameMain.ts) does the origin checks and holds the keys.

import { approvalCardCss } from './approvalCardCss';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const style = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:CanvasText;background:Canvas}
main{max-width:28rem;margin:0 auto}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}
label{display:block;margin:.5rem 0}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
dl{word-break:break-all}dt{font-weight:600}pre{white-space:pre-wrap;max-height:12rem;overflow:auto}`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${style}</style>${head}</head>
<body><main>${body}</main></body></html>`;
}

/** GET /sdk: the secure frame. */
export function framePage(config: unknown): string {
  // JSON inside a script element: `<` is escaped so no value can close the element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return page(
    'Portico secure frame',
    `<p id="frame-status" role="status">Loading the wallet…</p><section id="frame-approval" class="card" hidden></section>`,
    `<style>${approvalCardCss}</style><script type="application/json" id="frame-config">${json}</script><script type="module" src="/frame.js"></script>`,
  );
}

/** A page with a heading and one sentence (device approval, errors). */
export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${text}</p>`);
}

/** GET /farcaster: the offline stand-in for Farcaster's approval screen. */
export function farcasterStubPage(request: string): string {
  return page(
    'Farcaster (sandbox stub)',
    `<h1>Farcaster sign-in (sandbox stub)</h1>
<p>Farcaster cannot run offline. This local page stands in for it: any user name you enter is approved.</p>
<form method="post" action="/farcaster"><input type="hidden" name="request" value="${escapeHtml(request)}">
<label for="userName">Farcaster user name</label><input id="userName" name="userName" required autocomplete="off">
<p><button type="submit">Approve</button></p></form>`,
  );
}
