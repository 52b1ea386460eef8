import { formatDate, formatDateTime } from './date';

describe('formatDate (DD-MM-YYYY)', () => {
  it('shows day, month and year with two-digit day and month', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('05-03-2026');
  });

  it("uses the shop's calendar: late evening UTC is already tomorrow in Kyiv", () => {
    expect(formatDate('2026-12-31T22:30:00.000Z')).toBe('01-01-2027');
    expect(formatDate('2026-12-31T22:30:00.000Z', 'UTC')).toBe('31-12-2026');
  });

  it('accepts a Date and answers empty text for an invalid date', () => {
    expect(formatDate(new Date(Date.UTC(2021, 0, 9, 12)))).toBe('09-01-2021');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime (DD-MM-YYYY HH:MM)', () => {
  it("shows the shop's date and 24-hour time", () => {
    expect(formatDateTime('2026-12-31T22:30:00.000Z')).toBe('01-01-2027 00:30');
    expect(formatDateTime('2026-07-01T09:05:00.000Z')).toBe('01-07-2026 12:05');
    expect(formatDateTime('2026-07-01T09:05:00.000Z', 'UTC')).toBe('01-07-2026 09:05');
    expect(formatDateTime('nope')).toBe('');
  });
});
