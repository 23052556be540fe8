// Character-level rules of the SIWX grammar (ERC-4361 ABNF, which CAIP-122 and SIWS reuse), written
// from RFC 3986 and RFC 3339. Each returns a plain boolean; validateSiwxFields turns a false into
// the structured reason.

const UNRESERVED_SUBDELIMS = "A-Za-z0-9\\-._~!$&'()*+,;=";
const PCT = '%[0-9A-Fa-f]{2}';

// authority = [ userinfo "@" ] host [ ":" port ]; host = IP-literal / IPv4address / reg-name.
const USERINFO = `(?:[${UNRESERVED_SUBDELIMS}:]|${PCT})*`;
const IP_LITERAL = "\\[[0-9A-Fa-f:.]+\\]|\\[v[0-9A-Fa-f]+\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]+\\]";
const REG_NAME = `(?:[${UNRESERVED_SUBDELIMS}]|${PCT})+`;
const AUTHORITY = new RegExp(`^(?:${USERINFO}@)?(?:${IP_LITERAL}|${REG_NAME})(?::[0-9]*)?$`);

// URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]; every later character is a pchar, "/",
// "?", "#", "[" or "]" (the brackets of an IP literal), or a percent escape.
const URI = new RegExp(`^[A-Za-z][A-Za-z0-9+.\\-]*:(?:[${UNRESERVED_SUBDELIMS}:@/?#\\[\\]]|${PCT})*$`);
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const NONCE = /^[A-Za-z0-9]{8,}$/;
const REQUEST_ID = new RegExp(`^(?:[${UNRESERVED_SUBDELIMS}:@]|${PCT})*$`);
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** True for an RFC 3986 authority (`example.com`, `user@127.0.0.1:8080`, `[::1]`). */
export function isAuthority(value: string): boolean {
  return AUTHORITY.test(value);
}

/** True for an absolute RFC 3986 URI (a scheme, then only URI characters). */
export function isUri(value: string): boolean {
  return URI.test(value);
}

/** True for an RFC 3986 scheme (`https`). */
export function isScheme(value: string): boolean {
  return SCHEME.test(value);
}

/** True for an ERC-4361 nonce: at least 8 ASCII letters or digits. */
export function isNonce(value: string): boolean {
  return NONCE.test(value);
}

/** True for an ERC-4361 request id (`*pchar`). */
export function isRequestId(value: string): boolean {
  return REQUEST_ID.test(value);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Date.parse accepts impossible dates (2022-02-31 becomes March 3rd) and non-RFC texts, so the
// calendar is checked field by field before the instant is computed.
/** Milliseconds since the epoch of an RFC 3339 date-time, or `null` when it is not one (or not a real date). */
export function parseRfc3339(value: string): number | null {
  const m = RFC3339.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (m[8] !== 'Z') {
    const offsetHours = Number(m[10]);
    const offsetMins = Number(m[11]);
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const fraction = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, fraction);
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear puts them back.
  const date = new Date(utc);
  date.setUTCFullYear(year);
  return date.getTime() - offsetMinutes * 60_000;
}
