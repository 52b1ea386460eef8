import { decrementQnt, incrementQnt, qntValue, sanitizeQnt } from './quantity';

describe('quantity input rules', () => {
  it('keeps digits only, at most 3', () => {
    expect(sanitizeQnt('12a')).toBe('12');
    expect(sanitizeQnt('-5')).toBe('5');
    expect(sanitizeQnt('1234')).toBe('123');
    expect(sanitizeQnt('1.5')).toBe('15');
    expect(sanitizeQnt('')).toBe('');
  });

  it('plus counts up and stops at 999', () => {
    expect(incrementQnt('')).toBe('1');
    expect(incrementQnt(undefined)).toBe('1');
    expect(incrementQnt('41')).toBe('42');
    expect(incrementQnt('998')).toBe('999');
    expect(incrementQnt('999')).toBe('999');
  });

  it('minus counts down and clears at 1 or less', () => {
    expect(decrementQnt('5')).toBe('4');
    expect(decrementQnt('2')).toBe('1');
    expect(decrementQnt('1')).toBe('');
    expect(decrementQnt('')).toBe('');
    expect(decrementQnt('0')).toBe('');
  });

  it('reads a quantity as a number', () => {
    expect(qntValue('007')).toBe(7);
    expect(qntValue('')).toBe(0);
  });
});
