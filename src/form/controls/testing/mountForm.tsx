import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { FormElementMeta } from '../../../core/api/formMeta';
import { evaluateExpression } from '../../../core/expression/sandbox/evaluateExpression';
import { createRuntime } from '../../../core/runtime/platonRuntime';
import { mountInShadow, settle, type Mounted } from '../../../ui/testing/mountInShadow';
import { useTranslator } from '../../../ui/useTranslator';
import type { FormApi } from '../../data/FormApi';
import type { GearLinks } from '../../view/GearLinks';
import { formResolver } from '../../model/formResolver';
import { useFormStyles } from '../../styles/useFormStyles';
import { renderFormElements } from '../../view/renderFormElements';
import type { FormEnv, FormValues } from '../ControlProps';
import { preloadFormControls } from '../lazyControls';
import { testFormApi } from './testFormApi';

export interface MountedForm extends Mounted {
  form: UseFormReturn<FormValues>;
  env: FormEnv;
  /** Runs the form's submit; resolves with the values when they validated, else null. */
  submit(): Promise<FormValues | null>;
  /** Things controls asked for: confirmations (answered by `confirmAnswer`), toasts, followed links. */
  log: { confirms: string[]; toasts: string[]; links: string[] };
}

export interface MountFormOptions {
  values?: FormValues;
  api?: FormApi;
  isEdit?: boolean;
  confirmAnswer?: boolean;
  env?: Partial<FormEnv>;
  /** The administrator's gear links beside each element; none: a user's form. */
  gear?: GearLinks;
  /** Sees the form as first drawn: lazy controls still show their placeholders. */
  onFirstCommit?(shadow: ShadowRoot): void;
}

/**
 * Browser tests of controls: one form of `elements` in a shadow root, drawn by the form screen's own
 * renderer (grid cells, FieldFrame, display conditions, containers) on the real resolver (the shared rules)
 * and the real registry.
 *
 * @example
 * const mounted = await mountForm([{ id: 1, type: 'input', dataField: 'name', label: 'Исм', isRequired: true }]);
 * expect(await mounted.submit()).toBeNull();
 */
export async function mountForm(elements: FormElementMeta[], options: MountFormOptions = {}): Promise<MountedForm> {
  const runtime = createRuntime();
  const log = { confirms: [] as string[], toasts: [] as string[], links: [] as string[] };
  let captured: { form: UseFormReturn<FormValues>; env: FormEnv } | null = null;
  function Harness() {
    const t = useTranslator(runtime.i18n);
    // In FormScreen's place, so the controls get the form's styles as they do there.
    const formRef = useRef<HTMLFormElement>(null);
    useFormStyles(formRef);
    const isEdit = options.isEdit ?? false;
    const form = useForm<FormValues>({
      defaultValues: options.values ?? {},
      mode: 'onChange',
      resolver: formResolver({ elements, isEdit, evaluate: evaluateExpression, timeZone: 'Asia/Tashkent', t }),
    });
    const env = useMemo<FormEnv>(
      () => ({
        control: form.control,
        api: options.api ?? testFormApi(),
        t,
        locale: 'uz',
        formName: 'test_form',
        projectId: 'platon',
        recordId: isEdit ? 1 : null,
        isEdit,
        isPublic: false,
        evaluate: evaluateExpression,
        timeZone: 'Asia/Tashkent',
        mapTilesUrl: '',
        idPrefix: 'tf',
        confirm: async (message) => {
          log.confirms.push(message);
          return options.confirmAnswer ?? true;
        },
        notify: (message) => void log.toasts.push(message),
        followLink: (link) => void log.links.push(link),
        startElementScript: () => () => undefined,
        renderElements: (children): ReactNode => renderFormElements(children, env, null),
        ...options.env,
      }),
      [form.control, t],
    );
    useEffect(() => {
      captured = { form, env };
    });
    return (
      <form ref={formRef} className="pl-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="pl-form__grid">
          <Suspense fallback={<span data-suspense-fallback="" />}>{renderFormElements(elements, env, options.gear ?? null)}</Suspense>
        </div>
      </form>
    );
  }
  // As the form's load does (useFormLoad): the light controls' chunks are in before the first render.
  await preloadFormControls(elements);
  const mounted = await mountInShadow(<Harness />, { onFirstCommit: options.onFirstCommit });
  await settle();
  // Lazy controls (editors, maps) arrive a moment later; React may hold their reveal for up to ~300 ms.
  for (let tries = 0; tries < 100 && mounted.shadow.querySelector('[data-suspense-fallback]'); tries++) await settle(20);
  const { form, env } = captured!;
  return {
    ...mounted,
    form,
    env,
    log,
    async submit() {
      let result: FormValues | null = null;
      await form.handleSubmit((values) => {
        result = values;
      })();
      await settle();
      return result;
    },
  };
}
