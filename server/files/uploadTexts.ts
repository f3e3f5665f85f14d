import type { ShellMessage } from '../../src/core/i18n/messages';

/**
 * The user-facing texts of upload and download answers. Typed as shell messages so a typo fails the
 * typecheck instead of reaching a user untranslated: most live in formServerMessages, the too-large text is
 * docs/behaviour.md §5's base text and the no-file text the file dialog's.
 *
 * @example
 * throw new UploadRefusal(404, 'ELEMENT_NOT_FOUND', ELEMENT_NOT_FOUND);
 */
export const ELEMENT_NOT_FOUND: ShellMessage = 'Форма элементи топилмади';
export const NOT_A_FILE_ELEMENT: ShellMessage = 'Бу майдонга файл юклаб бўлмайди';
export const FORM_FORBIDDEN: ShellMessage = 'Бу саҳифа кўришга рўхсат берилмаган';
export const FILE_TYPE_NOT_ALLOWED: ShellMessage = 'Бу турдаги файлни юклаб бўлмайди';
export const FILE_CONTENT_MISMATCH: ShellMessage = 'Файл мазмуни унинг турига мос келмайди';
export const NOT_AN_IMAGE: ShellMessage = 'Фақат JPEG, PNG, GIF ёки WEBP расм юклаш мумкин';
export const BAD_UPLOAD: ShellMessage = 'Юклаш сўрови нотўғри';
export const NO_FILE: ShellMessage = 'Файл танланмаган';
export const TOO_MANY_UPLOADS: ShellMessage = 'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг';
export const FILE_NOT_FOUND: ShellMessage = 'Файл топилмади';
/** A signed file link past its expiry (the link itself was genuine, so saying so confirms nothing). */
export const LINK_EXPIRED: ShellMessage = 'Ҳаволанинг муддати тугаган: файлни саҳифадан қайта очинг';
/** `{0}` is filled with the limit in 1024-based units (fileSizeText). */
export const FILE_TOO_LARGE: ShellMessage = 'Файл ўлчами {0} гача бўлиши мумкин';
