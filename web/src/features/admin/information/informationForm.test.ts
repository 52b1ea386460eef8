import { emptyInformation, informationError, toDraft } from './informationForm';

describe('information editor rules', () => {
  it('fills missing sections with empty texts', () => {
    const draft = toDraft({ aboutUs: { ru: 'О нас', ua: 'Про нас' } });
    expect(draft.aboutUs).toEqual({ ru: 'О нас', ua: 'Про нас' });
    expect(draft.workingHours).toEqual({ ru: '', ua: '' });
    expect(Object.keys(draft).sort()).toEqual([
      'aboutUs',
      'address',
      'conditions',
      'delivery',
      'payment',
      'productReturn',
      'workingHours',
    ]);
  });

  it('needs every section in both languages', () => {
    const full = emptyInformation();
    for (const key of Object.keys(full) as (keyof typeof full)[]) full[key] = { ru: 'текст', ua: 'текст' };
    expect(informationError(full)).toBeNull();
    expect(informationError({ ...full, delivery: { ru: 'Новая Почта', ua: ' ' } })).toBe(
      'Заполните раздел «Доставка» на обоих языках',
    );
    expect(informationError(emptyInformation())).toBe('Заполните раздел «О нас» на обоих языках');
  });
});
