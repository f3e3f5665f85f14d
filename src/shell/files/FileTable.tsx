import type { FileListing } from '../../core/api/fileManagerContract';
import { fileManagerAddress } from '../../core/files/fileManagerAddress';
import type { FileManagerPlace, FileSortKey } from '../../core/files/fileManagerPlace';
import { Icon } from '../../ui/icons/Icon';
import type { Translate } from '../../ui/useTranslator';
import { AppLink } from '../routing/AppLink';
import { FileRow, type FileActions } from './FileRow';

const COLUMNS: readonly { key: FileSortKey; title: string }[] = [
  { key: 'name', title: 'Номи' },
  { key: 'size', title: 'Ҳажми' },
  { key: 'extension', title: 'Кенгайтма' },
  { key: 'createdAt', title: 'Яратилган' },
];

export interface FileTableProps extends FileActions {
  place: FileManagerPlace;
  listing: FileListing;
  /** Folders are listed on the first page only (the server sends them with every page). */
  showFolders: boolean;
  busy: boolean;
  labelledBy: string;
  onSort(column: FileSortKey): void;
  t: Translate;
}

/**
 * The listing of one folder (or a search's hits): the subfolders first, as links into them, then the files.
 * Each column's header is a button that sorts by it, the sorted one carrying `aria-sort`.
 */
export function FileTable({ place, listing, showFolders, busy, labelledBy, onSort, t, ...actions }: FileTableProps) {
  const folders = showFolders ? listing.folders : [];
  return (
    <table className="pl-fm__table" aria-labelledby={labelledBy} aria-busy={busy || undefined}>
      <thead>
        <tr>
          {COLUMNS.map((column) => {
            const sorted = place.sort === column.key;
            return (
              <th key={column.key} scope="col" aria-sort={sorted ? (place.order === 1 ? 'ascending' : 'descending') : undefined}>
                <button type="button" className="pl-fm__sort" onClick={() => onSort(column.key)}>
                  {t(column.title)}
                  <span className="pl-fm__sort-icon" aria-hidden="true">
                    {sorted ? (place.order === 1 ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            );
          })}
          <th scope="col">
            <span className="pl-sr-only">{t('Амаллар')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {folders.map((name) => (
          <tr key={`folder:${name}`} className="pl-fm__row pl-fm__row--folder">
            <td data-label={t('Номи')}>
              <AppLink
                className="pl-fm__folder-link"
                to={fileManagerAddress({ category: place.category, folder: place.folder ? `${place.folder}/${name}` : name })}
              >
                <Icon cssClass="fa-solid fa-folder" className="pl-fm__folder-icon" />
                {name}
              </AppLink>
            </td>
            <td />
            <td data-label={t('Кенгайтма')}>{t('Папка')}</td>
            <td />
            <td />
          </tr>
        ))}
        {listing.files.map((file) => (
          <FileRow key={file.id} file={file} showFolder={Boolean(place.search)} t={t} {...actions} />
        ))}
      </tbody>
    </table>
  );
}
