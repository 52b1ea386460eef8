/** The user menu: main page, contacts, map, login; signed in also the name, my orders, profile and logout. */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../shared/i18n/useT';
import { useLangPath } from '../../shared/lang/useLangPath';
import { useUser } from '../user/UserContext';
import { Icon } from '../../shared/ui/Icon';

export function UserMenuItems({ onPick }: { onPick?: () => void }) {
  const t = useT();
  const to = useLangPath();
  const navigate = useNavigate();
  const { user, logout } = useUser();
  const out = async () => {
    onPick?.();
    await logout();
    navigate(to('/'));
  };
  return (
    <ul className="user-menu__list">
      {user && (
        <li className="user-menu__name">
          {user.userName || user.phone}
          {user.isAdmin && <span className="badge">Admin</span>}
        </li>
      )}
      <li>
        <Link to={to('/')} onClick={onPick}>
          {t('mainPage')}
        </Link>
      </li>
      <li>
        <Link to={to('/contacts')} onClick={onPick}>
          {t('contacts')}
        </Link>
      </li>
      <li>
        <Link to={to('/map')} onClick={onPick}>
          {t('map')}
        </Link>
      </li>
      {user ? (
        <>
          <li>
            <Link to={to(`/order_user_list/${user._id}`)} onClick={onPick}>
              {t('myOrders')}
            </Link>
          </li>
          <li>
            <Link to={to('/user_profile')} onClick={onPick}>
              {t('profile')}
            </Link>
          </li>
          <li>
            <button type="button" className="linklike" onClick={out}>
              {t('logout')}
            </button>
          </li>
        </>
      ) : (
        <li>
          <Link to={to('/login')} onClick={onPick}>
            {t('login')}
          </Link>
        </li>
      )}
    </ul>
  );
}

export function UserMenu() {
  const t = useT();
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="user-menu" ref={box}>
      <button
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="user" />
        <span className="icon-btn__label">{user ? user.userName || user.phone : t('login')}</span>
      </button>
      {open && (
        <div className="user-menu__dropdown">
          <UserMenuItems onPick={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
