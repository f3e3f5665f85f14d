import type { ManagedFile } from '../../core/api/fileManagerContract';
import { fileSizeText } from '../../core/format/fileSizeText';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

export interface FileActions {
  onPreview(file: ManagedFile): void;
  onDownload(file: ManagedFile): void;
  onUsage(file: ManagedFile): void;
  onDelete(file: ManagedFile): void;
}

export interface FileRowProps extends FileActions {
  file: ManagedFile;
  /** A search lists files of many folders: each then says which. */
  showFolder: boolean;
  t: Translate;
}

/**
 * One stored file of the listing. Each cell carries its column's name (`data-label`) for the card layout of
 * a narrow body; the buttons name the file too, since a screen reader lists many "Download" buttons out of
 * their rows. An orphan (an upload no save kept) is badged, its title saying what will become of it.
 */
export function FileRow({ file, showFolder, t, onPreview, onDownload, onUsage, onDelete }: FileRowProps) {
  const named = (action: string) => `${action}: ${file.name}`;
  return (
    <tr className="pl-fm__row">
      <td data-label={t('Номи')}>
        <div>
          <span className="pl-fm__name">{file.name}</span>
          {file.orphan ? (
            <span className="pl-fm__badge" title={t('Бу файл ҳеч бир ёзувда сақланмаган: маълум вақтдан сўнг у ўзи ўчирилади')}>
              {t('Эгасиз')}
            </span>
          ) : null}
          {showFolder ? <span className="pl-fm__folder">/{file.folder}</span> : null}
        </div>
      </td>
      <td data-label={t('Ҳажми')} className="pl-fm__size">
        {fileSizeText(file.size)}
      </td>
      <td data-label={t('Кенгайтма')}>{file.extension}</td>
      <td data-label={t('Яратилган')} className="pl-fm__time">
        {file.createdAt}
      </td>
      <td className="pl-fm__actions">
        <div className="pl-fm__action-list">
          <Button onClick={() => onPreview(file)} aria-label={named(t('Кўриш'))}>
            {t('Кўриш')}
          </Button>
          <Button onClick={() => onDownload(file)} aria-label={named(t('Юклаб олиш'))}>
            {t('Юклаб олиш')}
          </Button>
          <Button onClick={() => onUsage(file)} aria-label={named(t('Қаерда ишлатилган'))}>
            {t('Қаерда ишлатилган')}
          </Button>
          <Button variant="danger" onClick={() => onDelete(file)} aria-label={named(t('Ўчириш'))}>
            {t('Ўчириш')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
