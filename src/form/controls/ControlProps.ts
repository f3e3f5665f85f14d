import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { FormElementMeta } from '../../core/api/formMeta';
import type { EvaluateExpression } from '../../core/expression/EvaluateExpression';
import type { Translate } from '../../ui/useTranslator';
import type { FormApi } from '../data/FormApi';

/** A form's values keyed by dataField (formContract.ts says what each type holds). */
export type FormValues = Record<string, unknown>;

/**
 * What every control of one form shares: the react-hook-form control, the form's calls and its situation.
 * One object per form, made once by the form screen (stable identity, so controls don't re-render for it).
 */
export interface FormEnv {
  control: Control<FormValues>;
  api: FormApi;
  t: Translate;
  /** The session's locale: option names may come as name_{locale}. */
  locale: string;
  formName: string;
  /** The form's project, sent with uploads (form_element_project_id). */
  projectId: string;
  /** The record being edited; null for a new one. */
  recordId: string | number | null;
  /** Editing an existing record (the password length rule applies to new records only). */
  isEdit: boolean;
  isPublic: boolean;
  evaluate: EvaluateExpression;
  /** Time zone of datetimes (default Asia/Tashkent, docs/behaviour.md §12). */
  timeZone: string;
  /** Map tile URL template for geo controls ('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'). */
  mapTilesUrl: string;
  /** Prefix of element DOM ids: `${idPrefix}-${element.id}` is the id of the element's input. */
  idPrefix: string;
  /** Asks the user to confirm (the file delete confirmation); resolves true on yes. */
  confirm(message: string): Promise<boolean>;
  /** Shows a toast (upload errors, docs/behaviour.md §9). */
  /** `failure`: the error reported, so a server failure's request id shows in the toast. */
  notify(message: string, kind: 'success' | 'error' | 'info', failure?: unknown): void;
  /** Follows a button's link by the link rules (docs/behaviour.md §1). */
  followLink(link: string): void;
  /** Starts an element's own script (docs/behaviour.md §2 Form element `js`) on its cell; returns what stops it. */
  startElementScript(element: FormElementMeta, root: HTMLElement): () => void;
  /** Draws a container's children (tab, fieldset): the renderer hands itself in, so controls never import it. */
  renderElements(elements: readonly FormElementMeta[]): ReactNode;
}

/** The props of every control in the registry. */
export interface ControlProps {
  element: FormElementMeta;
  env: FormEnv;
}
