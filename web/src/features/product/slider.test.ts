import { wrapIndex } from './slider';

describe('slider wrap-around', () => {
  it('goes from the first to the last and back', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(2, 4)).toBe(2);
  });

  it('stays at 0 without images', () => {
    expect(wrapIndex(1, 0)).toBe(0);
  });
});
