import { APPEALS_FORM, PUBLIC_APPEAL_FORM } from './demoFormsAppeals';
import { KITCHEN_SINK_FORM } from './demoFormsKitchenSink';
import type { FormSeed } from './FormSeed';

/**
 * Every form the demo defines, in the order seedDemoForms writes them: the appeal record form the registry
 * links to, the kitchen sink and the partner's public appeal form.
 *
 * @example
 * DEMO_FORMS.map((form) => form.name); // ['appeals', 'kitchen_sink', 'public_appeal']
 */
export const DEMO_FORMS: readonly FormSeed[] = [APPEALS_FORM, KITCHEN_SINK_FORM, PUBLIC_APPEAL_FORM];
