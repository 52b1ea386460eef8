import { acceptRateText, rateValue } from './currencyInput';

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
});
