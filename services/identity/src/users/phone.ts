/** A phone as stored: digits only, Ukrainian numbers with their 38 country code ('0501234567' -> '380501234567'). */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 10 && digits.startsWith('0') ? `38${digits}` : digits;
}

/** A phone a messenger vouches for: 7 to 15 digits (E.164). */
export const isPlausiblePhone = (digits: string) => /^\d{7,15}$/.test(digits);
