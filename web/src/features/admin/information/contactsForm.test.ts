import { contactsToSave, toContactsDraft, typedPhone } from './contactsForm';

const stored = {
  name: { ru: 'Ажур', ua: 'Ажур' },
  phones: ['+38 (067) 123-45-67'],
  map: { lat: 46.3995, lng: 30.6305 },
  address: { ru: 'Одесса', ua: 'Одеса' },
  workingHours: { ru: '7-14', ua: '7-14' },
};

describe('the shop contacts form', () => {
  it('shows three phone fields and the place as text', () => {
    expect(toContactsDraft(stored)).toEqual({
      name: { ru: 'Ажур', ua: 'Ажур' },
      phones: ['+38 (067) 123-45-67', '+38 (', '+38 ('],
      lat: '46.3995',
      lng: '30.6305',
    });
    expect(toContactsDraft(undefined)).toMatchObject({ phones: ['+38 (', '+38 (', '+38 ('], lat: '', lng: '' });
  });

  it('shapes phones by the mask as they are typed', () => {
    expect(typedPhone('380671234567')).toBe('+38 (067) 123-45-67');
    expect(typedPhone('')).toBe('+38 (');
  });

  it('sends the filled phones and the place with a comma as decimal point', () => {
    const draft = {
      ...toContactsDraft(stored),
      phones: ['+38 (', '+38 (050) 111-22-33', ''],
      lat: '50,45',
      lng: '30.52',
    };
    expect(contactsToSave(draft)).toEqual({
      body: { name: stored.name, phones: ['+38 (050) 111-22-33'], map: { lat: 50.45, lng: 30.52 } },
    });
  });

  it.each([
    [{ name: { ru: 'Ажур', ua: '' } }, 'Заполните название магазина на обоих языках'],
    [{ phones: ['+38 (067) 123-45', '', ''] }, 'Телефон в формате +38 (XXX) XXX-XX-XX'],
    [{ phones: ['+38 (', '+38 (', '+38 ('] }, 'Укажите хотя бы первый телефон магазина'],
    [{ lat: '' }, 'Укажите место на карте: широта от -90 до 90, долгота от -180 до 180'],
    [{ lng: '200' }, 'Укажите место на карте: широта от -90 до 90, долгота от -180 до 180'],
  ])('refuses %j with the server message', (change, error) => {
    expect(contactsToSave({ ...toContactsDraft(stored), ...change })).toEqual({ error });
  });
});
