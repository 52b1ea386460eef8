import { capitalize } from './capitalize';

describe('capitalisation on blur', () => {
  it('upper-cases the first letter in Russian, Ukrainian and Latin', () => {
    expect(capitalize('носки мужские')).toBe('Носки мужские');
    expect(capitalize('їжак')).toBe('Їжак');
    expect(capitalize('єдиний')).toBe('Єдиний');
    expect(capitalize('conte elegant')).toBe('Conte elegant');
  });

  it('trims surrounding spaces and keeps the rest as typed', () => {
    expect(capitalize('  колготки 40 DEN  ')).toBe('Колготки 40 DEN');
  });

  it('capitalises after opening quotes, not after a leading digit', () => {
    expect(capitalize('«люкс» набор')).toBe('«Люкс» набор');
    expect(capitalize('3 пары в упаковке')).toBe('3 пары в упаковке');
  });

  it('leaves text without letters alone', () => {
    expect(capitalize('')).toBe('');
    expect(capitalize(' 42 ')).toBe('42');
  });
});
