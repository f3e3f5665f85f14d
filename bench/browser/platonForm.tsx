// The Platon side of the form mount bench (docs/performance.md): the form screen <platon-form> draws once its
// definition is loaded (FormScreen: react-hook-form on the shared rules, the renderer, FieldFrame and the
// registry's controls) inside an open shadow root with the runtime's adopted stylesheet (ElementFrame, as
// every element renders), for the same fields as bareForm.tsx. No server takes part: the definition is
// handed to the screen as FormElement hands it a loaded one, and every call of the fixture FormApi fails.
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { evaluateExpression } from '../../src/core/expression/sandbox/evaluateExpression';
import { createRuntime } from '../../src/core/runtime/platonRuntime';
import type { FormApi } from '../../src/form/data/FormApi';
import { FormScreen } from '../../src/form/FormScreen';
import { ElementFrame } from '../../src/ui/ElementFrame';
import type { Translate } from '../../src/ui/useTranslator';
import { markPainted } from './benchData';
import { benchFieldCount, benchFormDefinition } from './benchForm';

const definition = benchFormDefinition(benchFieldCount());
const runtime = createRuntime();
runtime.store.setState({ locale: 'uz' });
const t: Translate = (key, values) => key.replace(/\{(\d)\}/g, (_, n: string) => String(values?.[n] ?? ''));
const offline = () => Promise.reject(new Error('the bench makes no calls'));
const api: FormApi = {
  definition: offline,
  record: offline,
  insert: offline,
  update: offline,
  remove: offline,
  optionsPage: offline,
  suggestions: offline,
  upload: offline,
  fileHref: (file) => `/api/uploads/${file.kind}/${file.id}`,
};

function PlatonForm() {
  useLayoutEffect(markPainted, []);
  return (
    <ElementFrame>
      <FormScreen
        runtime={runtime}
        api={api}
        name="bench"
        definition={definition}
        record={null}
        evaluate={evaluateExpression}
        isPublic={false}
        t={t}
        followLink={() => undefined}
        followsInApp={false}
        hrefOf={(link) => link}
      />
    </ElementFrame>
  );
}

const host = document.getElementById('root')!;
const shadow = host.attachShadow({ mode: 'open' });
// As r2wc does for every element: the React root is the shadow root itself.
createRoot(shadow).render(<PlatonForm />);
