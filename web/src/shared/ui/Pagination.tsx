/** Pagination: 3, 5 or 7 numbered buttons by viewport width, first and last pages, ellipses. */
import { useT } from '../i18n/useT';
import { buttonsForWidth, pageItems } from '../pagination/buttons';
import { Icon } from './Icon';
import { useViewportWidth } from './useViewportWidth';
import './pagination.css';

export function Pagination({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const t = useT();
  const items = pageItems(page, total, buttonsForWidth(useViewportWidth()));
  if (!items.length) return null;
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <button
        type="button"
        className="pagination__btn"
        aria-label={t('firstPage')}
        disabled={page <= 1}
        onClick={() => onPage(1)}
      >
        <Icon name="back" size={18} />
      </button>
      {items.map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="pagination__btn"
            aria-label={`${t('page')} ${item.page}`}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onPage(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__btn"
        aria-label={t('lastPage')}
        disabled={page >= total}
        onClick={() => onPage(total)}
      >
        <Icon name="next" size={18} />
      </button>
    </nav>
  );
}
