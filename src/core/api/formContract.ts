import type { FormElementMeta, FormOption, RemoteFile } from './formMeta';

/**
 * The wire contract of server-defined forms (SPEC §2.9, §3, §7; DESIGN §3 "Writes"). Every response is
 * `{ data: ... }`; errors are `{ statusCode, error, message, code? }` plus `errors` on a 422.
 *
 * | call | answer |
 * |---|---|
 * | `GET forms/{name}` | `FormDefinition` (404 unknown, 403 without the form's permission) |
 * | `GET forms/{name}/records/{id}` | `FormRecord` (404 no such record); fires the server's formRead audit |
 * | `POST forms/{name}/records` body `SaveFormRequest` | 201 `FormRecord` (422 `FormErrorResponse`) |
 * | `PUT forms/{name}/records/{id}` body `SaveFormRequest` with `version` | `FormRecord`; 409 `STALE_RECORD` when the version moved on |
 * | `DELETE forms/{name}/records/{id}?version=` | `{ deleted: true }`: soft delete where the form has one, else the row goes |
 * | `DELETE forms/{name}/records/{id}?version=&hard=true` | `{ deleted: true }`: the row goes (canHardDelete only) |
 * | `GET forms/paginate-element/{formName}/{elementId}?search&recordId&page` | `FormOption[]` of one page (SPEC §7) |
 * | `GET {suggestionsUrl}?text=` | `string[]` (SPEC §7 "data.data is the list") |
 * | `POST files/upload/form` multipart: form_element_id, form_element_project_id, data_source, file | 201 `RemoteFile` |
 * | `GET uploads/files/{id}`, `GET uploads/images/{id}` | the file, `Content-Disposition` and `nosniff` |
 * | `GET public/forms/{name}`, `POST public/forms/{name}/records`, `GET public/forms/paginate-element/...` | the same for public forms, anonymous, rate-limited |
 * | `POST web/v1/public/forms/file/upload` | upload for a public form's element |
 *
 * Values travel keyed by the element's dataField: text as strings, number and int as numbers, checkbox as
 * boolean, date 'YYYY-MM-DD', datetime 'YYYY-MM-DDTHH:mm:ssZ', time 'HH:mm', select an option id (a list when
 * multiple), file and image `RemoteFile[]`, key_value `Record<string, string>`, raw_json the JSON text, geo a
 * `GeoPoint`, geo_polygon `GeoPoint[]`. Only fields some element names are written (no mass assignment).
 *
 * @example
 * const { data } = await api.get<{ data: FormDefinition }>('forms/appeals');
 * await api.put(`forms/appeals/records/${id}`, { body: { values, version } });
 */

/** `GET forms/{name}`: everything a view needs to draw the form. */
export interface FormDefinition {
  props: {
    id: number;
    name: string;
    title: string;
    /** Project the form belongs to: admins get gear links only on their own project's forms. */
    projectId: string;
    /** Built-in platform forms (the configuration collections) get no gear links (SPEC §6). */
    isBuiltIn: boolean;
    isPublic: boolean;
    /** The record field holding its id (the route's `{id}`). */
    rowKey: string;
    canInsert: boolean;
    canUpdate: boolean;
    canDelete: boolean;
    canHardDelete: boolean;
    /** Label column width of left labels, in pixels; default the view's. */
    labelWidth?: number | null;
  };
  /** The element tree; containers hold `children`. */
  elements: FormElementMeta[];
}

/** A record as a form edits it. `version` guards against lost updates (null for a new record). */
export interface FormRecord {
  id: string | number | null;
  values: Record<string, unknown>;
  version: number | null;
}

/** Body of insert and update. */
export interface SaveFormRequest {
  values: Record<string, unknown>;
  /** The version the edit started from; required by update. */
  version?: number | null;
}

/**
 * One message for one field: `message` is the translation key (the Uzbek text of SPEC §5, or a custom
 * validator's text) and `params` fill its `{0}`, `{1}`.
 */
export interface FieldError {
  message: string;
  params?: (string | number)[];
}

/** Per dataField, the first failing rule. */
export type FieldErrors = Record<string, FieldError>;

/** 422: the server's validation (the same rules as the browser's) refused some fields. */
export interface FormErrorResponse {
  statusCode: 422;
  error: string;
  message: string;
  code: 'VALIDATION_FAILED';
  errors: FieldErrors;
}

/** `code` of a 409: the record changed (or went) since it was read; the user's edit is kept. */
export const STALE_RECORD = 'STALE_RECORD';

/** Body of a suggestions answer: `{ data: string[] }`. */
export type SuggestionsResponse = { data: string[] };

/** Body of a scroll select page: `{ data: FormOption[] }`. */
export type OptionsPageResponse = { data: FormOption[] };

/** Body of an upload answer: `{ data: RemoteFile }`. */
export type UploadResponse = { data: RemoteFile };

/** Multipart field names of an upload (SPEC §7). */
export const UPLOAD_FIELDS = {
  elementId: 'form_element_id',
  projectId: 'form_element_project_id',
  dataSource: 'data_source',
  file: 'file',
} as const;

/** The private and the public upload endpoint, relative to the API base (SPEC §6, §7). */
export const UPLOAD_PATH = 'files/upload/form';
export const PUBLIC_UPLOAD_PATH = 'web/v1/public/forms/file/upload';
