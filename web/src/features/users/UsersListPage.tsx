/** The admin's customer delivery list (spec section 2): delivery details with each user's name and phone. */
import useSWR from 'swr';
import type { User } from '../../app/user/UserContext';
import { apiFetch } from '../../shared/api/apiFetch';
import { formatPhone } from '../../shared/format/phone';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { AdminNav } from '../admin/common/AdminPage';
import './users.css';

const COLUMNS = [
  'Пользователь',
  'Телефон',
  'Вход',
  'Имя',
  'Фамилия',
  'Телефон доставки',
  'Город',
  'Перевозчик',
  'Отделение',
];

function UserRow({ user }: { user: User }) {
  const d = user.delivery ?? {};
  const [name, phone, method, ...delivery] = COLUMNS;
  const deliveryValues = [d.name, d.surname, d.phone, d.city, d.carrier, d.branch];
  return (
    <tr>
      <td data-label={name} className="users__name">
        {user.userName}
        {user.isAdmin && <span className="badge">Admin</span>}
      </td>
      <td data-label={phone} className="users__nowrap">
        {formatPhone(user.phone)}
      </td>
      <td data-label={method}>{user.authMethod}</td>
      {deliveryValues.map((value, i) => (
        <td key={delivery[i]} data-label={delivery[i]}>
          {value}
        </td>
      ))}
    </tr>
  );
}

export default function UsersListPage() {
  const { data } = useSWR<{ users: User[] }>('/api/user', (path: string) => apiFetch<{ users: User[] }>(path));
  useDocumentTitle('Пользователи');
  return (
    <section className="page users">
      <header className="users__head">
        <h1 className="page__title">Пользователи</h1>
        <AdminNav />
      </header>
      {!data ? (
        <Spinner />
      ) : (
        <div className="users__list" role="region" aria-label="Список покупателей">
          <table className="users__table">
            <caption>Покупателей: {data.users.length}</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <UserRow key={user._id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
