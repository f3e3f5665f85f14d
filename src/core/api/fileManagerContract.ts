/**
 * The file manager (`/system/file-manager/{path?}`, issue 14): stored files by category and folder. For
 * administrators and users with FILE_MANAGER_PERMISSION; everyone else gets 403. Routes:
 * - `GET file-manager/categories` → `{ data: FileCategory[] }`: the configured `file_categories`, then the
 *   built-in 'forms' (uploads into forms' file and image fields) and 'system' (export results, import
 *   reports);
 * - `GET file-manager/files?category&folder&search&sort&order&page` → `{ data: FileListing }`: the files
 *   directly in `folder` of `category` (or, with `search`, anywhere in the category whose name contains it),
 *   sorted by `name` | `size` | `extension` | `createdAt`, `order` 1 | -1, FILE_PAGE_SIZE per page;
 * - `POST file-manager/upload` multipart `category`, `folder`, then `file` → 201 `{ data: ManagedFile }`: the
 *   same content checks as a form's upload, with the category's extensions and size limit;
 * - `DELETE file-manager/files/{id}` → 204 (refused with 409 while a record uses it);
 * - `GET file-manager/files/{id}/usage` → `{ data: FileUsage[] }`: the records whose file fields hold it.
 * Downloads and previews use the stored-file addresses: `uploads/auth/files/{id}` (signed in).
 */

export const FILE_MANAGER_PERMISSION = 'platon.file-manager';
export const FILE_PAGE_SIZE = 50;

export interface FileCategory {
  /** A configured category's id as text, or 'forms' / 'system'. Used in the address. */
  key: string;
  name: string;
  /** Files in it, and their bytes. */
  count: number;
  size: number;
  /** Configured categories only: what an upload may be (null: anything the form uploads allow). */
  allowedExtensions: string | null;
  /** In KiB, as file_categories keeps it; null: the server's upload cap. */
  maxSize: number | null;
  /** Files can be uploaded here (the configured categories). */
  uploadable: boolean;
}

export interface ManagedFile {
  id: string;
  name: string;
  extension: string;
  mime: string;
  size: number;
  /** DD.MM.YYYY HH:mm:ss in Asia/Tashkent (SPEC §3 remote file). */
  createdAt: string;
  kind: 'files' | 'images';
  folder: string;
  /** An upload no save wrote into a record: deleted automatically after the configured age. */
  orphan: boolean;
}

export interface FileListing {
  /** The folders directly under `folder` (names, not paths), sorted. */
  folders: string[];
  files: ManagedFile[];
  /** Files matching, over all pages. */
  total: number;
}

export interface FileUsage {
  form: string;
  /** The form's title, as defined. */
  title: string;
  field: string;
  recordId: string;
}
