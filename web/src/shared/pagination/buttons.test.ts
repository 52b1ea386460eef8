import { buttonsForWidth, pageCount, pageItems, validPage, type PageItem } from './buttons';

const show = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pagination buttons', () => {
  it('shows 3, 5 or 7 numbered buttons by width', () => {
    expect(buttonsForWidth(390)).toBe(3);
    expect(buttonsForWidth(639)).toBe(3);
    expect(buttonsForWidth(640)).toBe(5);
    expect(buttonsForWidth(1023)).toBe(5);
    expect(buttonsForWidth(1024)).toBe(7);
    expect(buttonsForWidth(1920)).toBe(7);
  });

  it('counts pages of 12', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('has no buttons for a single page', () => {
    expect(pageItems(1, 1, 7)).toEqual([]);
  });

  it('shows every page when they fit', () => {
    expect(show(pageItems(2, 4, 5))).toBe('1 2 3 4');
  });

  it('centres the window and adds first, last and ellipses', () => {
    expect(show(pageItems(10, 20, 5))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pageItems(10, 20, 3))).toBe('1 … 9 10 11 … 20');
  });

  it('pins the window at the edges', () => {
    expect(show(pageItems(1, 20, 7))).toBe('1 2 3 4 5 6 7 … 20');
    expect(show(pageItems(20, 20, 3))).toBe('1 … 18 19 20');
    expect(show(pageItems(2, 20, 3))).toBe('1 2 3 … 20');
  });

  it('leaves out an ellipsis when the gap is empty', () => {
    expect(show(pageItems(3, 20, 3))).toBe('1 2 3 4 … 20');
    expect(show(pageItems(18, 20, 3))).toBe('1 … 17 18 19 20');
  });

  it('resets a remembered page that is out of range', () => {
    expect(validPage(3, 5)).toBe(3);
    expect(validPage(6, 5)).toBe(1);
    expect(validPage(0, 5)).toBe(1);
    expect(validPage(null, 5)).toBe(1);
    expect(validPage(2.5, 5)).toBe(1);
  });
});
