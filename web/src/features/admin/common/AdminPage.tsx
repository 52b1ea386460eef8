/** The frame of an admin screen: title, home and back navigation, and the save icon when the screen saves. */
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../../shared/ui/Icon';
import { useDocumentTitle } from '../../../shared/ui/PageTitle';
import './admin.css';

interface AdminPageProps {
  title: string;
  children: ReactNode;
  /** when given, the page is a form and shows the save icon */
  onSave?(): void;
  saving?: boolean;
  extra?: ReactNode;
}

export function AdminNav() {
  const navigate = useNavigate();
  return (
    <span className="admin-nav">
      <button type="button" className="admin-icon-btn" aria-label="Назад" title="Назад" onClick={() => navigate(-1)}>
        <Icon name="back" />
      </button>
      <button
        type="button"
        className="admin-icon-btn"
        aria-label="На главную"
        title="На главную"
        onClick={() => navigate('/')}
      >
        <Icon name="home" />
      </button>
    </span>
  );
}

export function SaveIcon({ saving, form }: { saving?: boolean; form?: string }) {
  return (
    <button
      type="submit"
      form={form}
      className="admin-icon-btn admin-icon-btn--save"
      aria-label="Сохранить"
      title="Сохранить"
      disabled={saving}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M5 4h11l3 3v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4Zm3 0v5h7V4M8 20v-6h8v6" />
      </svg>
      <span>{saving ? 'Сохранение…' : 'Сохранить'}</span>
    </button>
  );
}

/** Enter in a one-line field does not save the whole form (these forms have many sub-actions); the save icon does. */
function keepEnter(e: KeyboardEvent<HTMLFormElement>) {
  if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
    e.preventDefault();
    (e.target as HTMLInputElement).blur();
  }
}

export function AdminPage({ title, children, onSave, saving, extra }: AdminPageProps) {
  useDocumentTitle(title);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSave?.();
  };
  const head = (
    <header className="admin-page__head">
      <AdminNav />
      <h1 className="admin-page__title">{title}</h1>
      <span className="admin-page__tools">
        {extra}
        {onSave && <SaveIcon saving={saving} />}
      </span>
    </header>
  );
  return onSave ? (
    <form className="admin-page" onSubmit={submit} onKeyDown={keepEnter} noValidate>
      {head}
      {children}
    </form>
  ) : (
    <section className="admin-page">
      {head}
      {children}
    </section>
  );
}

/** The validation message shown under a form (also announced). */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="admin-error" role="alert">
      {message}
    </p>
  ) : null;
}
