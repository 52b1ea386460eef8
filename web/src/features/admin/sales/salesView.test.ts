import { compactUah, kyivToday, percent, periodQuery, pointLabel, uah } from './salesView';

describe('the sales dashboard view', () => {
  it('asks for the last N days up to today, both counted', () => {
    expect(periodQuery(30, '2026-03-30')).toBe('?from=2026-03-01&to=2026-03-30');
    expect(periodQuery(7, '2026-03-03')).toBe('?from=2026-02-25&to=2026-03-03');
  });

  it("takes today in Kyiv (the shop's day)", () => {
    expect(kyivToday(new Date('2026-03-10T22:30:00Z'))).toBe('2026-03-11');
  });

  it('writes UAH with the shop formatting and compact axis labels', () => {
    expect(uah(1234567.5)).toBe('1\u00a0234\u00a0567.50\u00a0₴');
    expect(compactUah(950)).toBe('950');
    expect(compactUah(12_400)).toBe('12 тыс.');
    expect(compactUah(1_250_000)).toBe('1,3 млн');
  });

  it('gives shares in whole percent and labels days and months', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(1, 0)).toBe(0);
    expect(pointLabel('2026-03-05')).toBe('05.03');
    expect(pointLabel('2026-03')).toBe('мар 26');
  });
});
