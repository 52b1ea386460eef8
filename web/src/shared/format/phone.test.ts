import { formatPhone, isPhoneEmpty, pastedPhone, phoneDigits } from './phone';

describe('phone mask', () => {
  it.each([
    ['', '+38 ('],
    ['+38 (', '+38 ('],
    ['+38 (0', '+38 (0'],
    ['+38 (050', '+38 (050'],
    ['+38 (0501', '+38 (050) 1'],
    ['+38 (050) 123', '+38 (050) 123'],
    ['+38 (050) 1234', '+38 (050) 123-4'],
    ['+38 (050) 123-456', '+38 (050) 123-45-6'],
    ['+38 (050) 123-45-67', '+38 (050) 123-45-67'],
    ['+38 (050) 123-45-678', '+38 (050) 123-45-67'],
    ['380501234567', '+38 (050) 123-45-67'],
    ['+38 (05a0) 1b2', '+38 (050) 12'],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  describe('a pasted number with +380, 380 or 0 in front (issue 11)', () => {
    it.each([
      ['+38 (+380671112233', '+38 (067) 111-22-33'],
      ['+38 (380671112233', '+38 (067) 111-22-33'],
      ['+38 (0671112233', '+38 (067) 111-22-33'],
      ['+38 (+38 067 111 22 33', '+38 (067) 111-22-33'],
      ['+38 (+38 (067) 111-22-33', '+38 (067) 111-22-33'],
    ])('pasted after the mask: %j -> %j', (input, expected) => {
      expect(formatPhone(input)).toBe(expected);
    });

    it.each([
      ['+380671112233', '+38 (067) 111-22-33'],
      ['380671112233', '+38 (067) 111-22-33'],
      ['0671112233', '+38 (067) 111-22-33'],
      ['067 111 22 33', '+38 (067) 111-22-33'],
      ['+38 (067) 111-22-33', '+38 (067) 111-22-33'],
    ])('pasted over the whole field: %j -> %j', (input, expected) => {
      expect(formatPhone(input)).toBe(expected);
    });

    it.each([
      ['+380671112233', '+38 (067) 111-22-33'],
      ['380671112233', '+38 (067) 111-22-33'],
      ['0671112233', '+38 (067) 111-22-33'],
      [' +38 (067) 111-22-33 ', '+38 (067) 111-22-33'],
    ])('a whole number pasted replaces the field: %j -> %j', (text, expected) => {
      expect(pastedPhone(text)).toBe(expected);
    });

    it('leaves a part of a number to paste as usual', () => {
      expect(pastedPhone('111-22-33')).toBeNull();
      expect(pastedPhone('')).toBeNull();
    });

    it('still ignores a digit typed after a full number, even one that looks like a country code', () => {
      expect(formatPhone('+38 (380) 671-11-223')).toBe('+38 (380) 671-11-22');
      expect(formatPhone('+38 (067) 111-22-335')).toBe('+38 (067) 111-22-33');
    });
  });

  it('drops the first two digits as the country code', () => {
    expect(phoneDigits('+38 (067) 000-11-22')).toBe('0670001122');
  });

  it('lets a deleted bracket delete the digit before it', () => {
    expect(formatPhone('+38 (050')).toBe('+38 (050');
    expect(formatPhone('+38 (050) ')).toBe('+38 (050');
  });

  it('is empty when only the prefix is there', () => {
    expect(isPhoneEmpty('+38 (')).toBe(true);
    expect(isPhoneEmpty('')).toBe(true);
    expect(isPhoneEmpty('+38 (0')).toBe(false);
  });
});
