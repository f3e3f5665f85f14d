import type { FormDefinition, FormRecord, SaveFormRequest } from '../../core/api/formContract';
import type { FormOption, RemoteFile } from '../../core/api/formMeta';

/** What an upload reports while it runs. */
export interface UploadProgress {
  /** 0..100 */
  percent: number;
}

/**
 * The calls one form makes (src/core/api/formContract.ts). An interface so tests and hosts with an unusual
 * backend can hand the form their own; `createFormApi` is the real one over the page's API client.
 *
 * @example
 * const calls: FormApi = { ...createFormApi(runtime.api, runtime.store, false), suggestions: async () => ['Тошкент'] };
 */
export interface FormApi {
  definition(name: string, signal?: AbortSignal): Promise<FormDefinition>;
  record(name: string, id: string | number, signal?: AbortSignal): Promise<FormRecord>;
  insert(name: string, request: SaveFormRequest): Promise<FormRecord>;
  update(name: string, id: string | number, request: SaveFormRequest): Promise<FormRecord>;
  remove(name: string, id: string | number, version: number | null, hard: boolean): Promise<void>;
  /** One page of a scroll select (docs/behaviour.md §11): page 1 first, then 2, 3... */
  optionsPage(formName: string, elementId: number, query: { search: string; recordId: string | number | null; page: number }, signal?: AbortSignal): Promise<FormOption[]>;
  /** `GET {suggestionsUrl}?text=` (docs/behaviour.md §11). */
  suggestions(url: string, text: string, signal?: AbortSignal): Promise<string[]>;
  /** Uploads one file for one element (docs/behaviour.md §11 upload fields); rejects with an ApiError, or an AbortError when cancelled. */
  upload(request: { formName: string; elementId: number; projectId: string; file: Blob; fileName: string }, onProgress: (progress: UploadProgress) => void, signal: AbortSignal): Promise<RemoteFile>;
  /**
   * The address a stored file downloads from (docs/behaviour.md §11 downloads): the signed `url` the server's answer gave
   * the file (an <img> or a link cannot send a token; docs/files.md).
   */
  fileHref(file: RemoteFile): string;
  /**
   * A fresh signed address of the file (`GET uploads/files/{id}/link`), for when the answer's has expired (a
   * form left open for a while). Absent on public forms, whose visitor has no session to ask with, and for
   * hosts with their own backend, whose addresses do not expire.
   */
  fileLink?(file: RemoteFile): Promise<string>;
}
