import { CARRIERS, type CartLine } from '@shop/shared/src/domain';
import {
  canSend,
  chooseBranch,
  chooseSettlement,
  emptyForm,
  fromProfile,
  orderRequest,
  restoreForm,
  setField,
  setPickup,
} from './checkoutForm';

const line = (qnt: number): CartLine => ({
  productId: 'p1',
  optionValueIds: ['m'],
  name: { ru: 'Носки', ua: 'Шкарпетки' },
  options: [],
  qnt,
  price: 100,
  currencyValue: 'UAH',
});

describe('checkout form', () => {
  it('starts with the first carrier, the phone prefix, no pickup and no prepayment', () => {
    expect(emptyForm()).toEqual({
      name: '',
      surname: '',
      phone: '+38 (',
      city: '',
      carrier: CARRIERS[0],
      branch: '',
      pickup: false,
      prepaid: false,
    });
  });

  it('cuts name and surname at 30 and city at 20 characters, and masks the phone', () => {
    let form = setField(emptyForm(), 'name', 'А'.repeat(40));
    form = setField(form, 'surname', 'Б'.repeat(31));
    form = setField(form, 'city', 'В'.repeat(25));
    form = setField(form, 'phone', '380501234567');
    expect([form.name.length, form.surname.length, form.city.length]).toEqual([30, 30, 20]);
    expect(form.phone).toBe('+38 (050) 123-45-67');
  });

  it('clears city and branch when pickup is turned on, and keeps them empty while it is on', () => {
    let form = setField(setField(emptyForm(), 'city', 'Одесса'), 'branch', '12');
    form = setPickup(form, true);
    expect(form).toMatchObject({ pickup: true, city: '', branch: '' });
    expect(setField(form, 'city', 'Киев').city).toBe('');
    expect(setField(setPickup(form, false), 'city', 'Киев').city).toBe('Киев');
  });

  it('allows Send only when name and phone are filled', () => {
    const named = setField(emptyForm(), 'name', 'Иван');
    expect(canSend(emptyForm())).toBe(false);
    expect(canSend(named)).toBe(false);
    expect(canSend(setField(emptyForm(), 'phone', '+38 (050'))).toBe(false);
    expect(canSend(setField(named, 'phone', '+38 (050'))).toBe(true);
    expect(canSend(setField(setField(emptyForm(), 'name', '   '), 'phone', '+38 (050'))).toBe(false);
  });

  it('restores a remembered form, cleaning what it cannot trust', () => {
    expect(restoreForm('junk')).toEqual(emptyForm());
    const form = restoreForm({
      name: 'Я'.repeat(50),
      phone: '0501234567xx',
      carrier: 'Other',
      pickup: true,
      city: 'Одесса',
      prepaid: 'yes',
    });
    expect(form).toMatchObject({
      carrier: CARRIERS[0],
      pickup: true,
      city: '',
      prepaid: false,
      phone: '+38 (050) 123-45-67',
    });
    expect(form.name).toHaveLength(30);
  });

  it("fills an empty form from the user's profile, never over what was typed", () => {
    const profile = { name: 'Оля', surname: 'Коваль', phone: '380671112233', city: 'Львов', branch: '5' };
    expect(fromProfile(emptyForm(), profile)).toMatchObject({
      name: 'Оля',
      phone: '+38 (067) 111-22-33',
      city: 'Львов',
      branch: '5',
    });
    const typed = setField(emptyForm(), 'name', 'Иван');
    expect(fromProfile(typed, profile)).toBe(typed);
  });

  it('sends only lines with a quantity, trimmed delivery details and the language', () => {
    const form = setField(setField(emptyForm(), 'name', ' Иван '), 'phone', '380501234567');
    const body = orderRequest(form, [line(3), line(0)], 'ua', null, 300);
    expect(body).toMatchObject({ totalQnt: 3, totalAmount: 300, userId: null, langKey: 'ua' });
    expect(body.orderItems).toHaveLength(1);
    expect(body.delivery.name).toBe('Иван');
  });

  it('keeps the Nova Poshta refs of a picked settlement and branch until the shopper types their own text', () => {
    let form = chooseSettlement(emptyForm(), "Кам'янець-Подільський", 'kamianets');
    expect(form).toMatchObject({ city: "Кам'янець-Подільськи", cityRef: 'kamianets', branch: '' });
    form = chooseBranch(form, '3', 'kamianets-w3');
    expect(form).toMatchObject({ branch: '3', branchRef: 'kamianets-w3' });
    expect(restoreForm(JSON.parse(JSON.stringify(form)))).toEqual(form);
    expect(setField(form, 'branch', '4')).not.toHaveProperty('branchRef');
    const typed = setField(form, 'city', 'Каменец');
    expect(typed).not.toHaveProperty('cityRef');
    expect(typed).not.toHaveProperty('branchRef');
    expect(chooseSettlement(form, 'Київ', 'kyiv')).toEqual({
      ...form,
      city: 'Київ',
      cityRef: 'kyiv',
      branch: '',
      branchRef: undefined,
    });
    expect(setPickup(form, true)).not.toHaveProperty('cityRef');
    expect(restoreForm({ ...form, city: '', cityRef: 'kyiv' })).not.toHaveProperty('cityRef');
  });
});
