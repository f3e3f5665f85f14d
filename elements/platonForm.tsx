import { Suspense } from 'react';
import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_FORM_API } from '../src/core/elements/platonFormApi';
import { prefetchUser } from '../src/core/auth/prefetchUser';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { prefetchForm } from '../src/form/data/prefetchForm';
import { FORM_NAME_REQUIRED } from '../src/form/formNameRequired';
import { PageErrorView } from '../src/page/PageErrorView';
import { PageLoading } from '../src/page/PageLoading';
import { queryFromSearch } from '../src/page/queryFromSearch';
import { usePageAccess } from '../src/page/usePageAccess';
import { ElementErrorBoundary } from '../src/ui/ElementErrorBoundary';
import { preloadableLazy } from '../src/ui/preloadableLazy';
import { useTranslator } from '../src/ui/useTranslator';
import { defineElement } from './host/defineElement';
import { ElementSignIn } from './host/ElementSignIn';
import { RuntimeGate } from './host/RuntimeGate';

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
  // not one after the other behind the project info and the translations (issue 13).
  const start = () => {
    void FormElement.preload();
    if (!isPublic) prefetchUser(runtime);
    if (isPublic || runtime.store.getState().token) prefetchForm(runtime.api, { name: name ?? '', recordId: recordId || null, isPublic });
  };
  return (
    <RuntimeGate runtime={runtime} config={config} onStart={start}>
      <GuardedForm name={name ?? ''} recordId={recordId || null} isPublic={isPublic} />
    </RuntimeGate>
  );
}

function GuardedForm({ name, recordId, isPublic }: { name: string; recordId: string | null; isPublic: boolean }) {
  const runtime = getRuntime();
  const t = useTranslator(runtime.i18n);
  const access = usePageAccess(runtime, isPublic);
  if (access === 'sign-in') return <ElementSignIn runtime={runtime} />;
  if (access === 'signed-out') return <PageErrorView runtime={runtime} status={401} />;
  if (access !== 'allowed') return <PageLoading runtime={runtime} />;
  return (
    <ElementErrorBoundary
      what="form"
      nameRequiredError={FORM_NAME_REQUIRED}
      texts={{ nameRequired: t('Форма номи кўрсатилмаган'), failed: t('Хатолик') }}
      resetKey={name}
    >
      <Suspense fallback={<PageLoading runtime={runtime} />}>
        <FormElement
          runtime={runtime}
          name={name}
          recordId={recordId}
          isPublic={isPublic}
          query={queryFromSearch(globalThis.location.search)}
        />
      </Suspense>
    </ElementErrorBoundary>
  );
}

export function definePlatonForm(): void {
  defineElement(PLATON_FORM_API, PlatonForm);
}
