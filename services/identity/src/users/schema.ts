import { z } from 'zod';

const field = (max: number, label: string) =>
  z
    .string({ error: `Поле ${label} должно быть строкой` })
    .trim()
    .max(max, `Поле ${label} не длиннее ${max} символов`)
    .default('');

/** Spec section 5, profile: name, surname, city and carrier at most 20, branch at most 3, the phone masked. */
export const profileDeliverySchema = z.object({
  name: field(20, 'Имя'),
  surname: field(20, 'Фамилия'),
  phone: z
    .string({ error: 'Поле Телефон должно быть строкой' })
    .trim()
    .regex(
      /^(\+38 \(\d{0,3}(\) \d{0,3}(-\d{0,2}(-\d{0,2})?)?)?)?$|^$/,
      'Телефон должен быть в формате +38 (XXX) XXX-XX-XX',
    )
    .default(''),
  city: field(20, 'Город'),
  carrier: field(20, 'Перевозчик'),
  branch: field(3, 'Отделение'),
});
export type ProfileDelivery = z.infer<typeof profileDeliverySchema>;

export const updateProfileSchema = z.object({
  delivery: profileDeliverySchema,
  userPhone: z.string({ error: 'Телефон пользователя обязателен' }).trim().min(1, 'Телефон пользователя обязателен'),
});

/** The user as the web sees it (spec section 3). */
export interface PublicUser {
  _id: string;
  userName: string;
  phone: string;
  authMethod: string;
  isAdmin: boolean;
  delivery: ProfileDelivery;
}
