import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_FORM_API } from '../src/core/elements/platonFormApi';
import { prefetchUser } from '../src/core/auth/prefetchUser';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { prefetchForm } from '../src/form/data/prefetchForm';
import { FORM_NAME_REQUIRED } from '../src/form/formNameRequired';
import { queryFromSearch } from '../src/page/queryFromSearch';
import { preloadableLazy } from '../src/ui/preloadableLazy';
import { defineElement } from './host/defineElement';
import { GuardedElementHost } from './host/GuardedElementHost';

// The form code (react-hook-form, the controls) is its own chunk: the entry stays small (DESIGN §6).
const FormElement = preloadableLazy(() => import('../src/form/FormElement').then((m) => m.FormElement));

/**
 * `<platon-form name record-id>`: one server-defined form (SPEC §2.9), a new record or an existing one.
 *
 * Attributes (`name`, `record-id`, `public` and the shared configuration), events (`platon-form-loaded`,
 * `platon-form-submitted`, `platon-form-error`) and parts: src/core/elements/platonFormApi.ts.
 *
 * @example
 * <platon-form name="appeals" record-id="42"></platon-form>
 * <platon-form public name="feedback" api-base="https://example.uz/api/"></platon-form>
 */
function PlatonForm({ name, recordId, public: isPublic, ...config }: ElementProps<typeof PLATON_FORM_API>) {
  const runtime = getRuntime();
  // The form's chunk, the user, the definition and the record start together as the element connects,
  // not one after the other behind the project info and the translations (issue 13). The calls go first,
  // as in platonTable: the browser sends requests to one server six at a time, in the order made.
  const start = () => {
    if (!isPublic) prefetchUser(runtime);
    if (isPublic || runtime.store.getState().token) prefetchForm(runtime.api, { name: name ?? '', recordId: recordId || null, isPublic });
    return FormElement.preload();
  };
  const formName = name ?? '';
  return (
    <GuardedElementHost
      config={config}
      onStart={start}
      isPublic={isPublic}
      what="form"
      nameRequiredError={FORM_NAME_REQUIRED}
      nameRequiredText="Форма номи кўрсатилмаган"
      name={formName}
    >
      <FormElement
        runtime={runtime}
        name={formName}
        recordId={recordId || null}
        isPublic={isPublic}
        query={queryFromSearch(globalThis.location.search)}
      />
    </GuardedElementHost>
  );
}

export function definePlatonForm(): void {
  defineElement(PLATON_FORM_API, PlatonForm);
}
