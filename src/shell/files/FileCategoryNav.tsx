import type { FileCategory } from '../../core/api/fileManagerContract';
import { fileManagerAddress } from '../../core/files/fileManagerAddress';
import { fileSizeText } from '../../core/format/fileSizeText';
import { formatNumber } from '../../core/format/formatNumber';
import type { Translate } from '../../ui/useTranslator';
import { AppLink } from '../routing/AppLink';

export interface FileCategoryNavProps {
  categories: readonly FileCategory[];
  /** The open category's key (`aria-current`); null on the overview. */
  current: string | null;
  t: Translate;
}

/**
 * The categories of the file manager as links (a reload or a new tab opens the same one), each with its
 * file count and their total size; the open one is marked current.
 */
export function FileCategoryNav({ categories, current, t }: FileCategoryNavProps) {
  return (
    <nav className="pl-fm__categories" aria-label={t('Тоифалар')}>
      <ul>
        {categories.map((category) => (
          <li key={category.key}>
            <AppLink
              to={fileManagerAddress({ category: category.key })}
              className="pl-fm__category"
              aria-current={category.key === current ? 'page' : undefined}
            >
              <span className="pl-fm__category-name">{category.name}</span>
              <span className="pl-fm__category-stats">
                {t('{0} та файл', { 0: formatNumber(category.count) })} · {fileSizeText(category.size)}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
