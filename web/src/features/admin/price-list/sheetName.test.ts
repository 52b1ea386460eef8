import { isValidSheetName, toSheetName } from './sheetName';

describe('sheet name rules', () => {
  it('accepts 1 to 31 characters without [ ] / \\ : * ?', () => {
    expect(isValidSheetName('Conte')).toBe(true);
    expect(isValidSheetName('x'.repeat(31))).toBe(true);
    expect(isValidSheetName('')).toBe(false);
    expect(isValidSheetName('x'.repeat(32))).toBe(false);
    for (const ch of ['[', ']', '/', '\\', ':', '*', '?']) expect(isValidSheetName(`a${ch}b`)).toBe(false);
  });

  it('makes a valid name from any brand name', () => {
    expect(toSheetName('Брестские')).toBe('Брестские');
    expect(toSheetName('A/B: [new]*?')).toBe('A B new');
    expect(toSheetName('Очень длинное название бренда носков и колготок')).toHaveLength(31);
    expect(toSheetName(' ?*: ')).toBe('Прайс');
    for (const text of ['', '////', 'a'.repeat(100), 'x [y] z', '  ', 'Ок'])
      expect(isValidSheetName(toSheetName(text))).toBe(true);
  });
});
