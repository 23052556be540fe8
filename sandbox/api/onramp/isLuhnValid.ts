/** Whether `digits` (12-19 digits, spaces allowed between groups) passes the Luhn check card numbers carry. */
export function isLuhnValid(card: string): boolean {
  const digits = card.replace(/ /g, '');
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test card Sandbox Pay declines (Luhn-valid, like the test cards card processors publish). */
export const declinedTestCard = '4000000000000002';
