import { searchQuery } from './searchText';

describe('search text', () => {
  it('cleans the text and collapses spaces', () => {
    expect(searchQuery('  носки   <b>мужские</b>  ')).toBe('носки bмужскиеb');
    expect(searchQuery('колготки; 40 den!')).toBe('колготки 40 den!');
  });

  it('keeps at most 40 characters', () => {
    expect(searchQuery('а'.repeat(60))).toHaveLength(40);
  });

  it('sends nothing for blank input', () => {
    expect(searchQuery('   ')).toBe('');
    expect(searchQuery('<>')).toBe('');
  });
});
