import { escapeHtml } from '../onramp/sandboxPayPage';
import { answerStatus, type PaymentRow } from './payPayments';

const style = `body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
.banner{background:#fff3cd;border:1px solid #e0c060;padding:.5rem .75rem;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto auto;gap:.25rem 1rem}dd{margin:0;text-align:right;word-break:break-all}
label{display:block;margin:.75rem 0 .25rem}
button{margin:.75rem .5rem 0 0;font-size:1rem;padding:.4rem .8rem}#message{word-break:break-all}.error{color:#a00}`;

// Posts JSON to the API, which checks everything again; the page only reports the answer.
const script = `
const form = document.getElementById('exchange');
const message = document.getElementById('message');
const paymentId = form.dataset.payment;
async function send(path, body){
  form.querySelectorAll('button,input').forEach((element) => { element.disabled = true; });
  const response = await fetch('/sandbox-exchange/pay/' + encodeURIComponent(paymentId) + '/' + path,
    {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify(body)});
  const json = await response.json().catch(() => ({}));
  message.className = response.ok ? '' : 'error';
  if (!response.ok) { message.textContent = (json.error && json.error.message) || 'The request failed'; return; }
  message.textContent = 'Payment ' + json.status + (json.txHash ? ' (' + json.txHash + ')' : '') + '. You can close this window.';
}
form.addEventListener('submit', (event) => { event.preventDefault(); send('settle', {slow: form.slow.checked}); });
document.getElementById('fail').addEventListener('click', () => send('fail', {}));
`;

/**
 * The Sandbox Exchange page for a payment: what is paid to whom on which network, and for a payment in
 * progress the "Pay" and "Fail" buttons and the "Settle slowly" switch. `symbol` is the asset's, as the
 * route resolved it. Everything the page echoes is escaped.
 */
export function sandboxExchangePage(row: PaymentRow, symbol: string): string {
  const e = escapeHtml;
  const status = answerStatus(row.status);
  const open = row.status === 'IN_PROGRESS';
  const token = row.asset === 'native' ? '' : `<dt>Token</dt><dd><code>${e(row.asset)}</code></dd>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Exchange</title><style>${style}</style></head>
<body>
<h1>Sandbox Exchange</h1>
<p class="banner"><strong>Sandbox Exchange — a local stand-in for a centralised exchange, no real account.</strong> "Pay" sends the payment from the sandbox's treasury on the local chain.</p>
<dl>
<dt>Amount</dt><dd>${e(row.amount)} ${e(symbol)}</dd>
${token}
<dt>To</dt><dd><code>${e(row.recipient)}</code></dd>
<dt>Network</dt><dd>${e(row.caip_network_id)}</dd>
<dt>Payment</dt><dd><code>${e(row.id)}</code></dd>
</dl>
${
  open
    ? `<form id="exchange" data-payment="${e(row.id)}" novalidate>
<label><input name="slow" type="checkbox"> Settle slowly</label>
<button type="submit">Pay</button><button type="button" id="fail">Fail</button>
</form>
<p id="message" role="alert"></p>
<script>${script}</script>`
    : `<p role="status">This payment ${status === 'IN_PROGRESS' ? 'is being settled' : status === 'SUCCESS' ? 'is paid' : 'failed'}.</p>`
}
</body></html>`;
}
