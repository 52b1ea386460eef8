import { OPTION_MESSAGES } from '@shop/shared/src/domain';
import {
  addOption,
  addValue,
  emptyOptionSet,
  optionSetError,
  removeOption,
  removeValue,
  saveMethod,
  sortByName,
  type OptionSetDraft,
} from './optionSet';

function must(outcome: ReturnType<typeof addOption>): OptionSetDraft {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

const withSize = () => must(addOption({ ...emptyOptionSet(), name: 'Носки' }, { ru: 'Размер', ua: 'Розмір' }, 'o1'));

describe('option set editor rules', () => {
  it('requires a name, then at least one option', () => {
    expect(optionSetError(emptyOptionSet())).toBe('Название опций обязательно');
    expect(optionSetError({ ...emptyOptionSet(), name: '   ' })).toBe(OPTION_MESSAGES.name);
    expect(optionSetError({ ...emptyOptionSet(), name: 'Носки' })).toBe('Не введено ни одной опции');
    expect(optionSetError(withSize())).toBeNull();
  });

  it('needs both languages to add an option', () => {
    expect(addOption(emptyOptionSet(), { ru: 'Размер', ua: ' ' }, 'x')).toEqual({
      ok: false,
      error: 'Заполните поле опция',
    });
    expect(addOption(emptyOptionSet(), { ru: '', ua: 'Розмір' }, 'x')).toEqual({
      ok: false,
      error: OPTION_MESSAGES.option,
    });
  });

  it('refuses a duplicate ru or ua name in any case, and reserved names', () => {
    const dup = { ok: false, error: 'Такая опция уже существует или зарезервирована' };
    expect(addOption(withSize(), { ru: ' размер ', ua: 'Інше' }, 'x')).toEqual(dup);
    expect(addOption(withSize(), { ru: 'Другое', ua: 'розмір' }, 'x')).toEqual(dup);
    expect(addOption(withSize(), { ru: 'Размер', ua: 'Цвет' }, 'x')).toEqual(dup);
    expect(addOption(emptyOptionSet(), { ru: 'Цена', ua: 'Ціна' }, 'x')).toEqual(dup);
  });

  it('warns when the option count reaches 4, but still adds it', () => {
    let draft = withSize();
    for (const [i, name] of ['Цвет', 'Рост'].entries())
      draft = must(addOption(draft, { ru: name, ua: name + 'У' }, `o${i + 2}`));
    expect(draft.opt).toHaveLength(3);
    const fourth = addOption(draft, { ru: 'Длина', ua: 'Довжина' }, 'o4');
    expect(fourth).toMatchObject({ ok: true, warning: 'Не рекомендуется делать кол-во опций больше 3' });
    expect(must(fourth).opt).toHaveLength(4);
    expect(addOption(withSize(), { ru: 'Цвет', ua: 'Колір' }, 'o2')).not.toHaveProperty('warning');
  });

  it('needs both languages for a value and refuses the same value twice in one option', () => {
    expect(addValue(withSize(), 'o1', { ru: '23', ua: '' }, 'v1')).toEqual({
      ok: false,
      error: 'Заполните поле значение опции',
    });
    const one = must(addValue(withSize(), 'o1', { ru: '23', ua: '23' }, 'v1'));
    expect(one.optValues).toEqual([{ id: 'v1', optId: 'o1', ru: '23', ua: '23' }]);
    expect(addValue(one, 'o1', { ru: '23', ua: '23' }, 'v2')).toMatchObject({ ok: false });
    expect(removeValue(one, 'v1').optValues).toEqual([]);
  });

  it('removes an option with its values', () => {
    let draft = must(addOption(withSize(), { ru: 'Цвет', ua: 'Колір' }, 'o2'));
    draft = must(addValue(draft, 'o1', { ru: '23', ua: '23' }, 'v1'));
    draft = must(addValue(draft, 'o2', { ru: 'Чёрный', ua: 'Чорний' }, 'v2'));
    const left = removeOption(draft, 'o1');
    expect(left.opt.map((o) => o.id)).toEqual(['o2']);
    expect(left.optValues.map((v) => v.id)).toEqual(['v2']);
  });

  it('saves with PUT when an id exists, else POST, and sorts sets by name', () => {
    expect(saveMethod(withSize())).toBe('POST');
    expect(saveMethod({ ...withSize(), _id: 'abc' })).toBe('PUT');
    expect(sortByName([{ name: 'Трусы' }, { name: 'Колготки' }, { name: 'носки' }]).map((s) => s.name)).toEqual([
      'Колготки',
      'носки',
      'Трусы',
    ]);
  });
});
