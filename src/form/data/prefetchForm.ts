import type { ApiClient } from '../../core/api/apiClient';
import { prefetch } from '../../core/api/prefetch';
import type { FormDefinition } from '../../core/api/formContract';
import { preloadFormControls } from '../controls/lazyControls';
import { formPath } from './formPath';
import { loadFormEvaluator } from './loadFormEvaluator';

/**
 * Starts the calls a form opens with, its definition and (with an id) its record, as soon as its element or
 * route knows them and the session (issue 13), while the page still loads the form's chunk, the project
 * info and the translations. createFormApi then takes the answers instead of asking again. The definition,
 * the moment it arrives, starts what the form's first render would otherwise start only once the form's own
 * code runs: the evaluator's chunk (a form with expressions) and the light controls' chunks (preloadFormControls).
 *
 * @example
 * prefetchForm(runtime.api, { name: 'appeals', recordId: '42', isPublic: false });
 */
export function prefetchForm(api: ApiClient, form: { name: string; recordId: string | number | null; isPublic: boolean }): void {
  const { name, recordId, isPublic } = form;
  if (!name) return;
  prefetch<{ data: FormDefinition }>(api, formPath(name, isPublic)).then(
    ({ data }) => {
      void loadFormEvaluator(data.elements);
      void preloadFormControls(data.elements);
    },
    () => undefined,
  );
  if (recordId !== null && recordId !== '') void prefetch(api, formPath(name, isPublic, 'records', recordId));
}
