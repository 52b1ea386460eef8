import { capitalise, fieldValue, formFromDelivery, profileRequest } from './profileForm';

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
