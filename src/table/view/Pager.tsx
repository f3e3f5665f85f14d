import { useId } from 'react';
import { PAGE_SIZES } from '../../core/api/tableContract';
import { formatNumber } from '../../core/format/formatNumber';
import type { Translate } from '../../ui/useTranslator';
import { pageList } from './pageList';

export interface PagerProps {
  page: number;
  size: number;
  /** Records of the filtered table (totals call); null until known. */
  total: number | null;
  /** A next page exists, for when the total is not known yet. */
  hasMore: boolean;
  onPage(page: number): void;
  /** Without it the size is fixed and no select is shown (the file manager's FILE_PAGE_SIZE). */
  onSize?(size: number): void;
  t: Translate;
}

/**
 * The pager under a server-paged table (docs/behaviour.md §4): the record count, a page-size select (PAGE_SIZES) unless
 * the size is fixed, previous and next, and page numbers around the current one (`aria-current="page"`).
 *
 * @example
 * <Pager page={2} size={20} total={135} hasMore onPage={setPage} onSize={setSize} t={t} />
 */
export function Pager({ page, size, total, hasMore, onPage, onSize, t }: PagerProps) {
  const sizeId = useId();
  const pageCount = total !== null ? Math.max(1, Math.ceil(total / size)) : hasMore ? page + 1 : page;
  const sizes = (PAGE_SIZES as readonly number[]).includes(size) ? PAGE_SIZES : [...PAGE_SIZES, size].sort((a, b) => a - b);
  const canNext = total !== null ? page < pageCount : hasMore;
  return (
    <nav className="pl-pager" part="pager" aria-label={t('Саҳифалар')}>
      <span className="pl-pager__total">{total !== null ? t('Жами: {0}', { 0: formatNumber(total) }) : ''}</span>
      {onSize ? (
        <span className="pl-pager__size">
          <label htmlFor={sizeId}>{t('Саҳифадаги қаторлар сони')}</label>
          <select
            id={sizeId}
            part="input"
            className="pl-input pl-pager__select"
            value={size}
            onChange={(event) => onSize(Number(event.target.value))}
          >
            {sizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      <span className="pl-pager__pages">
        <button
          type="button"
          className="pl-pager__button"
          aria-label={t('Олдинги саҳифа')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          ‹
        </button>
        {pageList(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap${index}`} className="pl-pager__gap" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              className={`pl-pager__button${item === page ? ' pl-pager__button--current' : ''}`}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('Саҳифа {0}', { 0: item })}
              onClick={() => onPage(item)}
            >
              {item}
            </button>
          ),
        )}
        <button
          type="button"
          className="pl-pager__button"
          aria-label={t('Кейинги саҳифа')}
          disabled={!canNext}
          onClick={() => onPage(page + 1)}
        >
          ›
        </button>
      </span>
    </nav>
  );
}
