import { queryKeys, searchKey, swapLayout } from './keys';

describe('search keys', () => {
  it('gives Cyrillic names and their Latin transliterations one key', () => {
    expect(searchKey('Носки')).toBe(searchKey('noski'));
    expect(searchKey('Носки')).toBe(searchKey('nosky'));
    expect(searchKey('Шкарпетки чоловічі')).toBe(searchKey('shkarpetki cholovichi'));
    expect(searchKey('Колготки')).toBe('kolgotki');
  });

  it('reads text typed on the wrong keyboard layout', () => {
    expect(swapLayout('yjcrb')).toBe('носки');
    expect(swapLayout('сщтеу')).toBe('conte');
    expect(queryKeys('yjcrb')).toContain(searchKey('носки'));
  });

  it('cleans the query and keeps at most 40 characters', () => {
    expect(queryKeys('<script>носки</script>')[0]).toBe(searchKey('scriptноскиscript'));
    expect(queryKeys('а'.repeat(100))[0].length).toBe(40);
    expect(queryKeys('   ')).toEqual([]);
  });
});
