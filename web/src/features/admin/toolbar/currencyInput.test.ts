import { acceptRateText, rateError, rateValue } from './currencyInput';

describe('currency rate inputs', () => {
  it('accept numeric edits and ignore the others', () => {
    expect(acceptRateText('41', '41.5')).toBe('41.5');
    expect(acceptRateText('41', '41,55')).toBe('41,55');
    expect(acceptRateText('41', '')).toBe('');
    expect(acceptRateText('41', '41a')).toBe('41');
    expect(acceptRateText('41', '-41')).toBe('41');
    expect(acceptRateText('41.5', '41.5.')).toBe('41.5');
    expect(acceptRateText('4', '4e3')).toBe('4');
  });

  it('turns the text into the number sent', () => {
    expect(rateValue('41.25')).toBe(41.25);
    expect(rateValue('44,1')).toBe(44.1);
    expect(rateValue('')).toBeNull();
    expect(rateValue('0')).toBeNull();
    expect(rateValue('.')).toBeNull();
  });

  it('refuses a rate below 1 or above 1000 before sending it (issue 11)', () => {
    const message = 'Курс должен быть числом от 1 до 1000';
    expect(rateError('0.5')).toBe(message);
    expect(rateError('1000,01')).toBe(message);
    expect(rateError('999999')).toBe(message);
    expect(rateError('')).toBe(message);
    expect(rateError('1')).toBeNull();
    expect(rateError('41,5')).toBeNull();
    expect(rateError('1000')).toBeNull();
  });
});
