import type { OnrampOrderRow } from './onrampOrders';
import type { OnrampQuote } from './onrampQuote';

/** Escapes text for HTML content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"'`]/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[character] ??
      character,
  );
}

const style = `body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
.banner{background:#fff3cd;border:1px solid #e0c060;padding:.5rem .75rem;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto auto;gap:.25rem 1rem}dd{margin:0;text-align:right}
label{display:block;margin:.75rem 0 .25rem}input[type=text]{width:100%;font-size:1rem;padding:.4rem}
button{margin:.75rem .5rem 0 0;font-size:1rem;padding:.4rem .8rem}#message{word-break:break-all}.error{color:#a00}`;

// Posts JSON to the API; the server checks everything again, the page only spares a round trip.
const script = `
const form = document.getElementById('pay');
const message = document.getElementById('message');
const orderId = form.dataset.order;
function luhn(card){const d=card.replace(/ /g,'');if(!/^[0-9]{12,19}$/.test(d))return false;let s=0;
for(let i=0;i<d.length;i++){let n=Number(d[d.length-1-i]);if(i%2===1){n*=2;if(n>9)n-=9;}s+=n;}return s%10===0;}
async function send(path, body){
  const response = await fetch('/sandbox-pay/orders/' + encodeURIComponent(orderId) + '/' + path,
    {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify(body)});
  const json = await response.json().catch(() => ({}));
  message.className = response.ok ? '' : 'error';
  if (!response.ok) { message.textContent = (json.error && json.error.message) || 'The request failed'; return; }
  message.textContent = 'Order ' + json.status + (json.txHash ? ' (' + json.txHash + ')' : '') + '. You can close this window.';
  form.querySelectorAll('button,input').forEach((element) => { element.disabled = true; });
}
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const card = form.card.value.trim();
  if (!luhn(card)) {
    message.className = 'error';
    message.textContent = 'That is not a valid card number (try 4242 4242 4242 4242)';
    return;
  }
  send('pay', {card, slow: form.slow.checked});
});
document.getElementById('abandon').addEventListener('click', () => send('abandon', {}));
`;

/** The Sandbox Pay checkout page for a pending order: the quote, a test card field, pay and abandon. */
export function sandboxPayPage(order: OnrampOrderRow, quote: OnrampQuote | undefined): string {
  const e = escapeHtml;
  const figures = quote
    ? [
        ['You pay', quote.paymentTotal],
        ['Provider fee', quote.coinbaseFee],
        ['Network fee', quote.networkFee],
        ['Subtotal', quote.paymentSubtotal],
      ]
        .map(([label, money]) => {
          const { amount, currency } = money as { amount: string; currency: string };
          return `<dt>${e(String(label))}</dt><dd>${e(amount)} ${e(currency)}</dd>`;
        })
        .join('')
    : `<dt>You pay</dt><dd>${e(order.fiat_amount)} ${e(order.fiat_currency)}</dd>`;
  const finished = order.status !== 'pending';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay</title><style>${style}</style></head>
<body>
<h1>Sandbox Pay</h1>
<p class="banner"><strong>Sandbox Pay — a local stand-in, no real payment.</strong> Use a test card such as 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.</p>
<dl>
<dt>You receive</dt><dd>${e(order.crypto_amount)} ${e(order.asset)}</dd>
${figures}
<dt>To</dt><dd><code>${e(order.address)}</code></dd>
<dt>Network</dt><dd>${e(order.network)}</dd>
<dt>Order</dt><dd><code>${e(order.id)}</code></dd>
</dl>
${
  finished
    ? `<p role="status">This order is ${e(order.status === 'settling' ? 'pending' : order.status)}.</p>`
    : `<form id="pay" data-order="${e(order.id)}" novalidate>
<label for="card">Card number</label>
<input id="card" name="card" type="text" inputmode="numeric" autocomplete="off" maxlength="23">
<label><input name="slow" type="checkbox"> Settle slowly</label>
<button type="submit">Pay</button><button type="button" id="abandon">Abandon</button>
</form>
<p id="message" role="alert"></p>
<script>${script}</script>`
}
</body></html>`;
}
