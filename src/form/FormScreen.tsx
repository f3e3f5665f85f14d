import { Suspense, useCallback, useEffect, useId, useMemo, useRef, type CSSProperties, type MouseEvent } from 'react';
import { productOf } from '../core/session/permissions';
import { useForm } from 'react-hook-form';
import { useStore } from 'zustand';
import type { FormDefinition, FormRecord } from '../core/api/formContract';
import type { EvaluateExpression } from '../core/expression/EvaluateExpression';
import { DEFAULT_TIME_ZONE } from '../core/form/formDateFormats';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { startScript } from '../core/scripts/startScript';
import type { Translate } from '../ui/useTranslator';
import type { FormEnv, FormValues } from './controls/ControlProps';
import { canEditForm } from './data/canEditForm';
import { elementEditLink } from './data/elementEditLink';
import type { FormApi } from './data/FormApi';
import type { FormElementScriptContext } from './scripts/FormElementScriptContext';
import { formResolver } from './model/formResolver';
import { buildFormModel } from './model/formModel';
import { hasSubmitButton } from './model/hasSubmitButton';
import { useFormStyles } from './styles/useFormStyles';
import { FormFooter } from './view/FormFooter';
import type { GearLinks } from './view/GearLinks';
import { renderFormElements } from './view/renderFormElements';
import { StaleRecordAlert } from './view/StaleRecordAlert';
import { useConfirmDialog } from './view/useConfirmDialog';
import { useFormController } from './view/useFormController';

export interface FormScreenProps {
  runtime: PlatonRuntime;
  api: FormApi;
  name: string;
  definition: FormDefinition;
  /** The record being edited; null for a new one. */
  record: FormRecord | null;
  /** The expression evaluator of display conditions and custom validators (FormElement loads it with the definition). */
  evaluate: EvaluateExpression;
  isPublic: boolean;
  t: Translate;
  /** The address's query: parameters naming a field preset a new record's value. */
  query?: Readonly<Record<string, string | string[] | undefined>>;
  /** Follows a link by the host's link rules (buttons, gear links); without it: the standalone rules. */
  followLink(link: string, event?: MouseEvent): void;
  /** Whether gear links are followed in the app (a modal); false: they are plain links to the app. */
  followsInApp: boolean;
  /** The href of a gear link outside the app. */
  hrefOf(link: string): string;
  /** In a modal: a Close button, and the title is the dialog's. */
  onClose?: () => void;
  onSaved?: (record: FormRecord, kind: 'insert' | 'update') => void;
  onDeleted?: (hard: boolean, id: string | number) => void;
  onFailed?: (status: number, message: string) => void;
  /** Once, with the values the form starts with (a new record's defaults and presets, or the record's). */
  onReady?: (values: FormValues) => void;
  /** The level of the title's heading: 1 where the form is the page's subject (the shell's route), else 2. */
  headingLevel?: 1 | 2;
}

/**
 * A loaded form (docs/behaviour.md §5, docs/architecture.md "Writes"): the 12-column grid of its elements on react-hook-form with
 * the shared rules, the title and the footer. The record's version, save, reload, delete and what a failure
 * means are the headless createFormController's (through useFormController); this view shows its state (the
 * 409 alert, busy buttons) and hands it the values.
 *
 * @example
 * <FormScreen runtime={runtime} api={calls} name="appeals" definition={def} record={null} evaluate={evaluateExpression} isPublic={false} t={t} followLink={follow} followsInApp hrefOf={(l) => l} />
 */
export function FormScreen(props: FormScreenProps) {
  const { runtime, api, name, definition, isPublic, t, evaluate } = props;
  const model = useMemo(() => buildFormModel(definition), [definition]);
  const ownSave = useMemo(() => hasSubmitButton(definition.elements), [definition]);
  // The host's callbacks change identity on every render of the host; the env must not (it would redraw
  // every control), so they are read through a ref.
  const latest = useRef(props);
  latest.current = props;
  const notify = useCallback<FormEnv['notify']>(
    (message, kind, failure) => void runtime.toasts.show(kind === 'error' ? 'danger' : kind, message, undefined, failure),
    [runtime],
  );
  const { controller, id, stale, busy } = useFormController(
    {
      api,
      name,
      fields: model.fields,
      record: props.record,
      query: props.query,
      t,
      notify,
      // The controller is made first (the form's defaults and rules depend on it) and calls the dialog and the
      // values only on a save, reload or delete, after this render declared them.
      confirm: (question) => confirm(question),
      form: {
        reset: (values) => form.reset(values),
        showFieldErrors: (errors) =>
          errors.forEach(({ field, message }, index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 })),
      },
    },
    (event) => {
      if (event.type === 'saved') latest.current.onSaved?.(event.record, event.kind);
      else if (event.type === 'deleted') latest.current.onDeleted?.(event.hard, event.id);
      else latest.current.onFailed?.(event.status, event.message);
    },
  );
  const isEdit = id !== null;
  const resolver = useMemo(
    () => formResolver({ elements: definition.elements, isEdit, evaluate, timeZone: DEFAULT_TIME_ZONE, t }),
    [definition, isEdit, evaluate, t],
  );
  const form = useForm<FormValues>({ mode: 'onChange', defaultValues: controller.initialValues, resolver });
  const { confirm, dialog } = useConfirmDialog(t, isEdit && (definition.props.canDelete || definition.props.canHardDelete));
  const titleId = useId();
  const idPrefix = `pf${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const locale = useStore(runtime.store, (s) => s.locale || runtime.i18n.language || 'uz');
  const user = useStore(runtime.store, (s) => s.user);
  const product = useStore(runtime.store, (s) => productOf(s.projectInfo));
  const forceUser = useStore(runtime.store, (s) => !s.editLinks);
  // The project's tile server (ProjectInfo.mapTilesUrl); empty lets the map controls use OpenStreetMap's.
  const mapTilesUrl = useStore(runtime.store, (s) => s.projectInfo?.mapTilesUrl ?? '');
  const editable = !isPublic && canEditForm(definition.props, { user, product, forceUser });

  const screenRef = useRef<HTMLElement>(null);
  useFormStyles(screenRef);

  const gear = useMemo<GearLinks | null>(() => {
    if (!editable) return null;
    return {
      href: (id) => {
        const link = elementEditLink(id, name);
        return latest.current.followsInApp ? link : latest.current.hrefOf(link);
      },
      onClick: (id, event) => {
        if (!latest.current.followsInApp || event.button !== 0 || event.shiftKey || event.altKey) return;
        event.preventDefault();
        latest.current.followLink(elementEditLink(id, name), event);
      },
    };
  }, [editable, name]);

  const { getValues, setValue } = form;
  const env = useMemo<FormEnv>(() => {
    const made: FormEnv = {
      control: form.control,
      api,
      t,
      locale,
      formName: name,
      projectId: definition.props.projectId,
      recordId: id,
      isEdit,
      isPublic,
      evaluate,
      timeZone: DEFAULT_TIME_ZONE,
      mapTilesUrl,
      idPrefix,
      confirm,
      notify,
      followLink: (link) => latest.current.followLink(link),
      startElementScript: (element, root) =>
        startScript<FormElementScriptContext>(
          runtime,
          element.js!,
          {
            root,
            t,
            form: name,
            element: element.id,
            recordId: id,
            values: () => getValues(),
            setValue: (field, value) => setValue(field, value, { shouldDirty: true, shouldValidate: true }),
          },
          `form ${name}, element ${element.id}`,
        ),
      renderElements: (elements) => renderFormElements(elements, made, gear),
    };
    return made;
  }, [
    form.control,
    getValues,
    setValue,
    api,
    t,
    locale,
    name,
    definition,
    evaluate,
    id,
    isEdit,
    isPublic,
    idPrefix,
    confirm,
    notify,
    gear,
    mapTilesUrl,
    runtime,
  ]);

  useEffect(() => {
    latest.current.onReady?.(controller.initialValues);
    // Once per mounted form: a new definition or record mounts a new screen.
  }, []);

  const saving = busy || form.formState.isSubmitting;
  const { canInsert, canUpdate, canDelete, canHardDelete, title, labelWidth } = definition.props;
  const style = labelWidth ? ({ '--pl-form-label-width': `${labelWidth}px` } as CSSProperties) : undefined;
  const inModal = Boolean(props.onClose);
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      ref={screenRef}
      className="pl-form-screen"
      aria-labelledby={!inModal && title ? titleId : undefined}
      aria-busy={saving || undefined}
    >
      {!inModal && title ? (
        <Heading className="pl-form__title" id={titleId} part="header">
          {title}
        </Heading>
      ) : null}
      <form
        className="pl-form"
        noValidate
        style={style}
        aria-label={title || name}
        onSubmit={(event) => void form.handleSubmit((values) => controller.save(values))(event)}
        onReset={(event) => {
          // A reset button goes back to the baseline (the loaded or last saved record), not to empty inputs.
          event.preventDefault();
          form.reset();
        }}
      >
        {stale ? <StaleRecordAlert message={stale} t={t} busy={saving} onReload={() => void controller.reload()} /> : null}
        <div className="pl-form__grid">
          {/* Lazy controls have their own boundary (ElementCell); this one catches a control that suspends inside. */}
          <Suspense
            fallback={
              <div className="pl-spinner" role="status">
                {t('Юкланмоқда...')}
              </div>
            }
          >
            {renderFormElements(definition.elements, env, gear)}
          </Suspense>
        </div>
        <FormFooter
          t={t}
          // A configured submit button is the form's save; a second one in the footer would repeat it.
          canSave={(isEdit ? canUpdate : canInsert) && !ownSave}
          busy={saving}
          onDelete={isEdit && canDelete ? () => void controller.remove(false) : undefined}
          onHardDelete={isEdit && canHardDelete ? () => void controller.remove(true) : undefined}
          onClose={props.onClose}
        />
      </form>
      {dialog}
    </section>
  );
}
