import { findLeaf } from '@shop/shared/src/domain';
import { updateLeaf } from './priceTree';
import {
  chooseOptionSet,
  clearOptions,
  emptyProduct,
  fromProduct,
  moveImage,
  productError,
  toBody,
  toggleOption,
  toggleValue,
  type OptionSetLike,
  type ProductDraft,
} from './productForm';

const set: OptionSetLike = {
  _id: 'set1',
  name: 'Носки',
  opt: [
    { id: 'size', ru: 'Размер', ua: 'Розмір' },
    { id: 'color', ru: 'Цвет', ua: 'Колір' },
  ],
  optValues: [
    { id: 's23', optId: 'size', ru: '23', ua: '23' },
    { id: 's25', optId: 'size', ru: '25', ua: '25' },
    { id: 'black', optId: 'color', ru: 'Чёрный', ua: 'Чорний' },
  ],
};
const catalogs = [
  { _id: 'socks', isLeaf: false },
  { _id: 'men', isLeaf: true },
];

function ready(): ProductDraft {
  const d = { ...emptyProduct(), name: { ru: 'Носки', ua: 'Шкарпетки' }, brandId: 'b1', catalogId: 'men' };
  return { ...d, optPrices: updateLeaf(d.optPrices, ['base'], { price: 10 }) };
}

describe('product editor rules', () => {
  it('checks name (add and edit messages), brand, catalog, leaf catalog and prices in that order', () => {
    expect(productError(emptyProduct(), catalogs)).toBe('Поле Название должно быть заполнено в обоих языках');
    expect(productError({ ...emptyProduct(), _id: 'p1', name: { ru: 'Носки', ua: '' } }, catalogs)).toBe(
      'Поле Название должно быть заполнено',
    );
    expect(productError({ ...ready(), brandId: '' }, catalogs)).toBe('Поле бренда является обязательным');
    expect(productError({ ...ready(), catalogId: '' }, catalogs)).toBe('Поле каталога является обязательным');
    expect(productError({ ...ready(), catalogId: 'socks' }, catalogs)).toBe(
      'В выбранной каталогк есть подкаталоги. Выберите другой каталог',
    );
    expect(productError({ ...ready(), optPrices: emptyProduct().optPrices }, catalogs)).toBe(
      'Укажите цену для каждой комбинации опций',
    );
    expect(productError(ready(), catalogs)).toBeNull();
  });

  it('refuses prices out of bounds and names too long or without a letter (issue 11)', () => {
    const priced = (price: number) => ({ ...ready(), optPrices: updateLeaf(ready().optPrices, ['base'], { price }) });
    const message = 'Цена должна быть больше 0 и не больше 1 000 000, не больше двух знаков после точки';
    expect(productError(priced(-3), catalogs)).toBe(message);
    expect(productError(priced(1e20), catalogs)).toBe(message);
    expect(productError(priced(1_000_000), catalogs)).toBeNull();
    const named = (ru: string) => ({ ...ready(), name: { ru, ua: 'Шкарпетки' } });
    expect(productError(named('Н'.repeat(101)), catalogs)).toBe('Название не длиннее 100 символов');
    expect(productError(named('!!!@@@###'), catalogs)).toBe('Название должно содержать букву или цифру');
  });

  it('rebuilds the price tree as options and values are chosen, keeping entered prices', () => {
    let d = chooseOptionSet(ready(), 'set1');
    d = toggleOption(d, set, 'size');
    d = toggleValue(d, set, 's25');
    d = toggleValue(d, set, 's23');
    expect(d.selfOptValues.map((v) => v.id)).toEqual(['s23', 's25']);
    expect(d.optPrices.map((n) => n.id)).toEqual(['s23', 's25']);
    d = { ...d, optPrices: updateLeaf(d.optPrices, ['s23'], { price: 11 }) };
    d = toggleOption(d, set, 'color');
    d = toggleValue(d, set, 'black');
    expect(d.selfOpt.map((o) => o.id)).toEqual(['size', 'color']);
    expect(findLeaf(d.optPrices, ['s23', 'black'])?.price).toBe(11);
    d = toggleOption(d, set, 'size');
    expect(d.selfOptValues.map((v) => v.id)).toEqual(['black']);
    expect(d.optPrices.map((n) => n.id)).toEqual(['black']);
  });

  it('resets chosen options when another option set is picked, and on clear', () => {
    const chosen = toggleValue(toggleOption(chooseOptionSet(ready(), 'set1'), set, 'size'), set, 's23');
    const other = chooseOptionSet(chosen, 'set2');
    expect(other).toMatchObject({ optionsId: 'set2', selfOpt: [], selfOptValues: [] });
    expect(other.optPrices.map((n) => n.id)).toEqual(['base']);
    expect(clearOptions(chosen)).toMatchObject({ optionsId: 'set1', selfOpt: [], selfOptValues: [] });
  });

  it('sends only options with chosen values', () => {
    const d = toggleOption(
      toggleValue(toggleOption(chooseOptionSet(ready(), 'set1'), set, 'size'), set, 's23'),
      set,
      'color',
    );
    expect(d.selfOpt.map((o) => o.id)).toEqual(['size', 'color']);
    expect(toBody(d).selfOpt.map((o) => o.id)).toEqual(['size']);
  });

  it('reads a stored product with populated brand and catalog', () => {
    const d = fromProduct({
      ...ready(),
      _id: 'p1',
      brandId: { _id: 'b9', name: { ru: 'B', ua: 'B' } },
      catalogId: { _id: 'men' },
      selfOpt: [set.opt[0]],
      selfOptValues: [set.optValues[0]],
      optPrices: [{ id: 's23', optId: 'size', ru: '23', ua: '23', price: 5, qnt: '2' }],
    });
    expect(d).toMatchObject({ _id: 'p1', brandId: 'b9', catalogId: 'men' });
    expect(d.optPrices).toEqual([{ id: 's23', optId: 'size', ru: '23', ua: '23', price: 5 }]);
  });

  it('moves images left and right', () => {
    expect(moveImage(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveImage(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveImage(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
