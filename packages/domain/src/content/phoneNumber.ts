/**
 * A phone number as people read it: a US number of ten digits (the API sends '5035550147', maybe with +1 or 1 before
 * it) as '(503) 555-0147', the way the storefront writes the store's own; any other number as it was given.
 */
export function readablePhone(phone: string): string {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+') && !trimmed.startsWith('+1')) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return trimmed;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
