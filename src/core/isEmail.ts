const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

// RFC 5322 "dot-atom" only: quoted local parts and IP literals are legal but never real sign-up
// addresses, and refusing them keeps the check simple. Length limits are RFC 5321's (64/253/254).
/** True for a plausible ASCII e-mail address (local@domain.tld, no spaces). */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || domain.length > 253 || !EMAIL_LOCAL.test(local)) return false;
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/.test(tld)
  );
}
