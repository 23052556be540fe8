/** Escapes text for HTML content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The local provider's login form: any user name signs in (a development stand-in for a real IdP). */
export function devLoginPage(uid: string, provider: string, error?: string): string {
  const via = provider ? ` (standing in for ${escapeHtml(provider)})` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox sign-in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem}
label,input,button{display:block;font:inherit;margin:.5rem 0}input{width:100%;padding:.4rem}</style></head>
<body><main><h1>Sandbox sign-in${via}</h1>
<p>This local OpenID Connect provider accepts any user name; no password is asked.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="userName">User name</label>
<input id="userName" name="userName" required autocomplete="username"${error ? ' aria-invalid="true" aria-describedby="error"' : ''}>
${error ? `<p id="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button></form></main></body></html>`;
}
