/** The writing direction of a locale: right-to-left for Arabic, Hebrew (and `ar-XB`) and their kin. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return /^(ar|he|iw|fa|ur|yi|ps|sd|ckb|dv|ug)([-_]|$)/i.test(locale) ? 'rtl' : 'ltr';
}
