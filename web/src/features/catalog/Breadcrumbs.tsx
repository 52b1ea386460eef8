/** Breadcrumbs: home, then the catalogs; the last one is the current page unless `current` is given. */
import { Link } from 'react-router-dom';
import type { Crumb } from '../../shared/api/types';
import { useBi, useLang, useT } from '../../shared/i18n/useT';
import { catalogPath } from '../../shared/lang/itemPaths';
import { useLangPath } from '../../shared/lang/useLangPath';

export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current?: string }) {
  const t = useT();
  const bi = useBi();
  const lang = useLang();
  const to = useLangPath();
  const last = current === undefined ? crumbs.length - 1 : -1;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to={to('/')}>{t('home')}</Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={c._id}>
            {i === last ? (
              <span aria-current="page">{bi(c.name)}</span>
            ) : (
              <Link to={catalogPath(c, lang)}>{bi(c.name)}</Link>
            )}
          </li>
        ))}
        {current !== undefined && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
