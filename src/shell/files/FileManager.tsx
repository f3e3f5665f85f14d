import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { FILE_PAGE_SIZE, type FileCategory, type ManagedFile } from '../../core/api/fileManagerContract';
import { createFileManagerApi } from '../../core/files/createFileManagerApi';
import { fileManagerAddress } from '../../core/files/fileManagerAddress';
import { fileManagerPlace, type FileManagerPlace } from '../../core/files/fileManagerPlace';
import { nextFileSort } from '../../core/files/nextFileSort';
import { uploadErrorMessage } from '../../form/controls/files/uploadErrorMessage';
import { saveBlob } from '../../core/files/saveBlob';
import { Pager } from '../../table/view/Pager';
import { pagerCss } from '../../table/view/pagerCss';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { PreviewFile } from '../../ui/FilePreviewModal';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import type { Translate } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { FileBreadcrumb } from './FileBreadcrumb';
import { FileCategoryNav } from './FileCategoryNav';
import { fileManagerCss } from './fileManagerCss';
import { FileManagerForbidden } from './FileManagerForbidden';
import { FileSearchBox } from './FileSearchBox';
import { FileTable } from './FileTable';
import { FileUploadPanel } from './FileUploadPanel';
import { FileUsageDialog } from './FileUsageDialog';
import { useLoaded } from './useLoaded';

// The preview dialog is drawn only while a file is previewed: its own chunk, as in the form's file control.
const FilePreviewModal = lazy(() => import('../../ui/FilePreviewModal').then((m) => ({ default: m.FilePreviewModal })));

export interface FileManagerProps {
  path: string | undefined;
  query: Record<string, string>;
  t: Translate;
}

/**
 * The file manager for someone allowed in (FileManagerView checks): the categories beside (above, when
 * narrow) the open category's listing. Everything that says where the user is (category, folder, search,
 * sort, page) lives in the address, so Back and a reload return to it; actions and uploads reload the
 * listing and the categories' counts.
 */
export function FileManager({ path, query, t }: FileManagerProps) {
  const { runtime, router } = useShell();
  const api = useMemo(() => createFileManagerApi(runtime.api, runtime.store), [runtime]);
  const place = useMemo(() => fileManagerPlace(path, query), [path, query]);
  const address = fileManagerAddress(place);
  const [reload, setReload] = useState(0);
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const [usageOf, setUsageOf] = useState<ManagedFile | null>(null);
  const [deleting, setDeleting] = useState<ManagedFile | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  // A downloaded file is handed over from inside this view's shadow root, not the host page.
  const saveRef = useRef<HTMLSpanElement>(null);
  const listingTitleId = useId();
  useAdoptedStyles(rootRef, pagerCss, STYLE_RANK.table);
  useAdoptedStyles(rootRef, fileManagerCss);

  const categories = useLoaded((signal) => api.categories(signal), String(reload));
  const listing = useLoaded(place.category ? (signal) => api.files(place, signal) : null, `${address}#${reload}`);
  const category: FileCategory | null = categories.value?.find((item) => item.key === place.category) ?? null;
  const go = (change: Partial<FileManagerPlace>, replace = false) =>
    router.navigate(fileManagerAddress({ ...place, ...change }), { replace });
  const refresh = () => setReload((count) => count + 1);

  const denied = (loaded: { state: string; status: number }) =>
    loaded.state === 'failed' && (loaded.status === 401 || loaded.status === 403);
  if (denied(categories) || denied(listing)) return <FileManagerForbidden />;

  function attempt(action: () => Promise<unknown>, failure: (error: unknown) => string) {
    action().catch((error: unknown) => {
      console.warn('[platon] file action failed', error);
      runtime.toasts.show('danger', failure(error), undefined, error);
    });
  }
  const download = (file: ManagedFile) =>
    attempt(
      async () => {
        const blob = await api.download(file.id);
        if (saveRef.current) saveBlob(blob, file.name, saveRef.current);
      },
      () => 'Файлни юклаб олишда хатолик',
    );
  function answerDelete(yes: boolean) {
    const file = deleting;
    setDeleting(null);
    if (!yes || !file) return;
    // A 409 (a record still holds the file) says so in the server's words.
    attempt(
      async () => {
        await api.remove(file.id);
        runtime.toasts.show('success', 'Файл ўчирилди');
        refresh();
      },
      (error) => uploadErrorMessage(error, t),
    );
  }
  function uploaded(folder: string) {
    runtime.toasts.show('success', 'Файл юкланди');
    // A file sent into a new subfolder is shown where it went; into the open folder, the listing reloads.
    if (folder !== place.folder || place.search) go({ folder, search: '', page: 1 });
    refresh();
  }

  const files = listing.value;
  const loading = listing.state === 'loading';
  return (
    <section ref={rootRef} className="pl-fm" aria-labelledby="pl-fm-title">
      <h1 id="pl-fm-title">{t('Файл менежери')}</h1>
      <span ref={saveRef} hidden />
      <div className="pl-fm__body">
        <div className="pl-fm__side">
          {categories.state === 'failed' ? (
            <div className="pl-alert pl-alert--danger pl-fm__error" role="alert">
              <span>{t('Маълумотларни юклашда хатолик')}</span>
              <Button onClick={refresh}>{t('Қайта урунинг')}</Button>
            </div>
          ) : categories.value ? (
            <FileCategoryNav categories={categories.value} current={place.category} t={t} />
          ) : (
            <div className="pl-spinner" role="status">
              {t('Юкланмоқда...')}
            </div>
          )}
        </div>
        <div className="pl-fm__main">
          {!place.category ? (
            <p className="pl-fm__empty">{t('Тоифани танланг')}</p>
          ) : categories.value && !category ? (
            <p className="pl-alert pl-alert--danger" role="alert">
              {t('Тоифа топилмади')}
            </p>
          ) : (
            <>
              <FileBreadcrumb category={{ key: place.category, name: category?.name ?? place.category }} folder={place.folder} t={t} />
              <h2 id={listingTitleId} className="pl-sr-only">
                {category?.name ?? place.category}
                {place.folder ? ` / ${place.folder}` : ''}
              </h2>
              <FileSearchBox value={place.search} onSearch={(search) => go({ search, page: 1 }, true)} t={t} />
              {category?.uploadable ? (
                <FileUploadPanel key={category.key} api={api} category={category} folder={place.folder} t={t} onUploaded={uploaded} />
              ) : null}
              {listing.state === 'failed' ? (
                <div className="pl-alert pl-alert--danger pl-fm__error" role="alert">
                  <span>{t('Маълумотларни юклашда хатолик')}</span>
                  <Button onClick={refresh}>{t('Қайта урунинг')}</Button>
                </div>
              ) : !files ? (
                <div className="pl-spinner" role="status">
                  {t('Юкланмоқда...')}
                </div>
              ) : !files.files.length && !(place.page === 1 && !place.search && files.folders.length) ? (
                <p className="pl-fm__empty">{place.search ? t('Натижа топилмади') : t('Бу папкада файл йўқ')}</p>
              ) : (
                <div className="pl-fm__listing">
                  <FileTable
                    place={place}
                    listing={files}
                    showFolders={place.page === 1 && !place.search}
                    busy={loading}
                    labelledBy={listingTitleId}
                    onSort={(column) => go(nextFileSort(place, column))}
                    onPreview={(file) =>
                      void Promise.all([api.fileHref(file, true), api.fileHref(file)]).then(
                        ([url, downloadUrl]) => setPreviewing({ url, name: file.name, extension: file.extension, downloadUrl }),
                        (error: unknown) => console.warn('[platon] file link', error),
                      )
                    }
                    onDownload={download}
                    onUsage={setUsageOf}
                    onDelete={setDeleting}
                    t={t}
                  />
                  {files.total > FILE_PAGE_SIZE || place.page > 1 ? (
                    <Pager
                      page={place.page}
                      size={FILE_PAGE_SIZE}
                      total={files.total}
                      hasMore={false}
                      onPage={(page) => go({ page })}
                      t={t}
                    />
                  ) : null}
                </div>
              )}
            </>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Ўчириш')}
        message={t('Файлни ўчиришни хоҳлайсизми?')}
        yesLabel={t('Ҳа')}
        noLabel={t('Йўқ')}
        closeLabel={t('Ёпиш')}
        onAnswer={answerDelete}
      />
      <FileUsageDialog file={usageOf} api={api} t={t} onClose={() => setUsageOf(null)} />
      {previewing ? (
        <Suspense fallback={null}>
          <FilePreviewModal
            file={previewing}
            unsupportedText={t("This item can't be previewed")}
            failedText={t('Файлни юклаб олишда хатолик')}
            downloadLabel={t('Юклаб олиш')}
            closeLabel={t('Ёпиш')}
            onClose={() => setPreviewing(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
