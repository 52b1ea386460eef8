/** Error pages of spec section 2: client error, server error (?message=) and no rights for admin pages. */
import { isRouteErrorResponse, Link, useLocation, useRouteError, useSearchParams } from 'react-router-dom';
import { langFromPath } from '../../shared/lang/path';
import { useLangPath } from '../../shared/lang/useLangPath';
import { LangContext, useT } from '../../shared/i18n/useT';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import './errors.css';

function ErrorView({ title, text, code }: { title: string; text: string; code?: string }) {
  const t = useT();
  const to = useLangPath();
  useDocumentTitle(title);
  return (
    <section className="error-page">
      {code && (
        <p className="error-page__code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className="error-page__title">{title}</h1>
      {text && <p className="error-page__text">{text}</p>}
      <Link className="btn btn--primary" to={to('/')}>
        {t('toMainPage')}
      </Link>
    </section>
  );
}

export function ClientErrorPage() {
  const t = useT();
  const [params] = useSearchParams();
  const status = params.get('status') ?? '404';
  return <ErrorView title={t('clientError')} text={params.get('message') ?? t('notFound')} code={status} />;
}

/** A product or catalog the address names is not there (deleted, or a wrong link): a client error, 404. */
export function NotFoundPage({ text }: { text: string }) {
  const t = useT();
  return <ErrorView title={t('clientError')} text={text} code="404" />;
}

export function ServerErrorPage() {
  const t = useT();
  const [params] = useSearchParams();
  return <ErrorView title={t('serverError')} text={params.get('message') ?? ''} code="500" />;
}

export function NoRightsPage() {
  const t = useT();
  return <ErrorView title={t('noRights')} text="" code="403" />;
}

/** Shown by the router when rendering a page failed: a client error with the status text or message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const lang = langFromPath(useLocation().pathname);
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : (error as Error)?.message || '';
  return (
    <LangContext.Provider value={lang}>
      <main className="error-standalone">
        <RouteErrorText text={text} />
      </main>
    </LangContext.Provider>
  );
}

function RouteErrorText({ text }: { text: string }) {
  const t = useT();
  return <ErrorView title={t('clientError')} text={text} />;
}
