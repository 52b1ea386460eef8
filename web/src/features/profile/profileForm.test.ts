import { capitalise, fieldValue, formFromDelivery, profileRequest, withStored } from './profileForm';

describe('profile form rules', () => {
  it('fills the form from stored details, with the first carrier by default', () => {
    expect(formFromDelivery(undefined)).toEqual({
      name: '',
      surname: '',
      phone: '',
      city: '',
      carrier: 'Новая Почта',
      branch: '',
    });
    expect(formFromDelivery({ phone: '380661234567', carrier: '' }).phone).toBe('+38 (066) 123-45-67');
  });

  it('keeps name, surname, city and carrier to 20 characters and the branch to 3', () => {
    expect(fieldValue('name', 'x'.repeat(25))).toHaveLength(20);
    expect(fieldValue('carrier', 'x'.repeat(25))).toHaveLength(20);
    expect(fieldValue('branch', '12345')).toBe('123');
    expect(fieldValue('phone', '0661234')).toBe('+38 (066) 123-4');
    expect(fieldValue('phone', '+38 (066) 1234')).toBe('+38 (066) 123-4');
  });

  it('keeps the fields the shopper edited when the stored details land, and the focused phone mask', () => {
    const current = { ...formFromDelivery({ name: 'Пётр' }), surname: 'Коваль', phone: '+38 (' };
    const stored = formFromDelivery({ name: 'Петро', surname: 'Бондаренко', city: 'Одесса', branch: '5' });
    expect(withStored(current, stored, new Set(['surname']))).toEqual({ ...stored, surname: 'Коваль', phone: '+38 (' });
    const storedPhone = formFromDelivery({ phone: '380661234567' });
    expect(withStored(current, storedPhone, new Set()).phone).toBe('+38 (066) 123-45-67');
    expect(withStored({ ...current, phone: '+38 (067) 1' }, storedPhone, new Set(['phone'])).phone).toBe('+38 (067) 1');
    expect(withStored({ ...current, phone: '+38 (050) 000-00-00' }, stored, new Set()).phone).toBe('');
  });

  it('capitalises text on blur', () => {
    expect(capitalise('харьков')).toBe('Харьков');
    expect(capitalise('')).toBe('');
  });

  it('sends an untouched phone mask as an empty phone', () => {
    const form = formFromDelivery({ name: 'Оля' });
    expect(profileRequest({ ...form, phone: '+38 (' }, '380661234567')).toEqual({
      delivery: { ...form, phone: '' },
      userPhone: '380661234567',
    });
  });
});
