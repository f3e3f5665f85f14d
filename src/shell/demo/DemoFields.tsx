import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { FormElementMeta } from '../../core/api/formMeta';
import { evaluateExpression } from '../../core/expression/sandbox/evaluateExpression';
import type { FormApi } from '../../form/data/FormApi';
import type { FormEnv, FormValues } from '../../form/controls/ControlProps';
import { useFormStyles } from '../../form/styles/useFormStyles';
import { renderFormElements } from '../../form/view/renderFormElements';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';

/** The demo's controls save nothing: a call to the server would be a mistake, and says so. */
const noServer = (name: string) => () => Promise.reject(new Error(`demo: ${name} is not available here`));
const DEMO_FORM_API: FormApi = {
  definition: noServer('definition'),
  record: noServer('record'),
  insert: noServer('insert'),
  update: noServer('update'),
  remove: noServer('remove'),
  optionsPage: noServer('optionsPage'),
  suggestions: noServer('suggestions'),
  upload: noServer('upload'),
  fileHref: () => '#',
};

/**
 * The form's own controls (code, rich text, markdown…) outside a server-defined form: the elements are drawn
 * by the form's renderer (label, frame, the control from the registry) over a local react-hook-form, and
 * every change of the values is handed to `onValues`, so a demo can show what the control produces.
 */
export function DemoFields({
  elements,
  values,
  onValues,
  idPrefix,
}: {
  elements: FormElementMeta[];
  values: FormValues;
  onValues(values: FormValues): void;
  idPrefix: string;
}) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const formRef = useRef<HTMLFormElement>(null);
  useFormStyles(formRef);
  const form = useForm<FormValues>({ defaultValues: values, mode: 'onChange' });
  const latest = useRef(onValues);
  latest.current = onValues;
  useEffect(() => {
    const subscription = form.watch((all) => latest.current({ ...all }));
    return () => subscription.unsubscribe();
  }, [form]);
  const env = useMemo<FormEnv>(
    () => ({
      control: form.control,
      api: DEMO_FORM_API,
      t,
      locale: runtime.store.getState().locale,
      formName: 'demo',
      projectId: 'platon',
      recordId: null,
      isEdit: false,
      isPublic: true,
      evaluate: evaluateExpression,
      timeZone: 'Asia/Tashkent',
      mapTilesUrl: '',
      idPrefix,
      confirm: async () => true,
      notify: (message, kind, failure) => runtime.toasts.show(kind === 'error' ? 'danger' : kind, message, undefined, failure),
      followLink: () => undefined,
      // The demo's elements are the editors alone, without scripts of their own.
      startElementScript: () => () => undefined,
      renderElements: (children): ReactNode => renderFormElements(children, env, null),
    }),
    [form.control, t, runtime, idPrefix],
  );
  return (
    <form ref={formRef} className="pl-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="pl-form__grid">
        <Suspense
          fallback={
            <div className="pl-spinner" role="status">
              {t('Юкланмоқда...')}
            </div>
          }
        >
          {renderFormElements(elements, env, null)}
        </Suspense>
      </div>
    </form>
  );
}
