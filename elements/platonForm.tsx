import { lazy, Suspense } from 'react';
import type { ConfigAttributes } from '../src/core/config/platonConfig';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { FORM_NAME_REQUIRED } from '../src/form/formNameRequired';
import { PageErrorView } from '../src/page/PageErrorView';
import { PageLoading } from '../src/page/PageLoading';
import { queryFromSearch } from '../src/page/queryFromSearch';
import { usePageAccess } from '../src/page/usePageAccess';
import { ElementErrorBoundary } from '../src/ui/ElementErrorBoundary';
import { useTranslator } from '../src/ui/useTranslator';
import { defineElement } from './host/defineElement';
import { ElementSignIn } from './host/ElementSignIn';
import { RuntimeGate } from './host/RuntimeGate';

// The form code (react-hook-form, the controls) is its own chunk: the entry stays small (DESIGN §6).
const FormElement = lazy(() => import('../src/form/FormElement').then((m) => ({ default: m.FormElement })));

interface PlatonFormProps extends ConfigAttributes {
  name?: string;
  recordId?: string;
  public?: boolean;
  /** Set by r2wc: the element's shadow root. */
  container?: ShadowRoot;
}

/**
 * `<platon-form name record-id>`: one server-defined form (SPEC §2.9), a new record or an existing one.
 *
 * Attributes: `name` (required: the form, as in `/forms/{name}`; without it the element shows an error and
 * logs `platon-form: the name attribute is required`), `record-id` (the record to edit; absent: a new
 * record; `id` is the element's own DOM id), `public` (no sign-in: calls go to `public/forms/{name}` and
 * uploads to the public endpoint), and the shared configuration attributes (see `<platon-app>`). Without a
 * session a non-public form sends the visitor to `login-url` with `next`. Query parameters of the host
 * page that name a field preset a new record. Button links point at the app's routes under `base-path`.
 * Events (composed, bubbling): `platon-form-loaded` {name, recordId, values} once loaded;
 * `platon-form-submitted` {name, record} after each save (record: {id, values, version});
 * `platon-form-error` {name, status, message} when loading or saving failed (status 0: no connection);
 * and on `window` the plugin events `platon:OnFormRead`, `platon:OnFormInsert`, `platon:OnFormUpdate`,
 * `platon:OnFormDelete`, `platon:OnFormHardDelete`.
 *
 * @example
  if (access === 'sign-in') return <ElementSignIn runtime={runtime} />;
 * <platon-form name="appeals" record-id="42"></platon-form>
 * <platon-form public name="feedback" api-base="https://example.uz/api/"></platon-form>
 */
function PlatonForm({ name, recordId, public: publicProp, container, ...config }: PlatonFormProps) {
  const runtime = getRuntime();
  // r2wc parses only non-empty attribute values, so a bare `public` arrives as undefined: read its presence.
  const isPublic = publicProp ?? Boolean(container?.host.hasAttribute('public'));
  return (
    <RuntimeGate runtime={runtime} config={config}>
      <GuardedForm name={name ?? ''} recordId={recordId || null} isPublic={isPublic} />
    </RuntimeGate>
  );
}

function GuardedForm({ name, recordId, isPublic }: { name: string; recordId: string | null; isPublic: boolean }) {
  const runtime = getRuntime();
  const t = useTranslator(runtime.i18n);
  const access = usePageAccess(runtime, isPublic);
  if (access === 'signed-out') return <PageErrorView runtime={runtime} status={401} />;
  if (access !== 'allowed') return <PageLoading runtime={runtime} />;
  return (
    <ElementErrorBoundary what="form" nameRequiredError={FORM_NAME_REQUIRED} texts={{ nameRequired: t('Форма номи кўрсатилмаган'), failed: t('Хатолик') }} resetKey={name}>
      <Suspense fallback={<PageLoading runtime={runtime} />}>
        <FormElement runtime={runtime} name={name} recordId={recordId} isPublic={isPublic} query={queryFromSearch(globalThis.location.search)} />
      </Suspense>
    </ElementErrorBoundary>
  );
}

export function definePlatonForm(): void {
  defineElement('platon-form', PlatonForm, { ...CONFIG_ATTRIBUTES, name: 'string', recordId: 'string', public: 'boolean' });
}
