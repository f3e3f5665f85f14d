import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_FORM_API } from '../src/core/elements/platonFormApi';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { FORM_NAME_REQUIRED } from '../src/form/formNameRequired';
import { queryFromSearch } from '../src/page/queryFromSearch';
import { FormView } from '../src/shell/routing/routeViews';
import { defineElement } from './host/defineElement';
import { GuardedElementHost } from './host/GuardedElementHost';
import { startForm } from './start/startForm';

/**
 * `<platon-form name record-id>`: one server-defined form (docs/behaviour.md §5), a new record or an existing one.
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
  const formName = name ?? '';
  return (
    <GuardedElementHost
      config={config}
      onStart={() => startForm(runtime, { name, recordId, public: isPublic })}
      isPublic={isPublic}
      what="form"
      nameRequiredError={FORM_NAME_REQUIRED}
      nameRequiredText="Форма номи кўрсатилмаган"
      name={formName}
    >
      <FormView
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
