// The baseline of docs/performance.md for forms: a bare react-hook-form form of the same fields as platonForm.tsx, as a
// developer would write it by hand: register() on plain inputs, selects, checkboxes and textareas, each
// with its <label>, the same required rules in the same mode, the message under a field that breaks one.
// No CSS and no shadow root: the cheapest honest form of these fields.
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { BENCH_FORM_OPTIONS, benchFieldCount, benchFormElements } from './benchForm';
import { markPainted } from './benchData';

const elements = benchFormElements(benchFieldCount());

function BareForm() {
  const { register, handleSubmit, formState } = useForm<Record<string, unknown>>({ mode: 'onChange' });
  useLayoutEffect(markPainted, []);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      {elements.map((element) => {
        const name = element.dataField!;
        const id = `bare-${element.id}`;
        const field = register(name, { required: element.isRequired ? 'Майдонни тўлдириш керак' : false });
        const error = formState.errors[name]?.message;
        let control;
        if (element.type === 'select') {
          control = (
            <select id={id} {...field}>
              <option value="">Танланг</option>
              {BENCH_FORM_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          );
        } else if (element.type === 'checkbox') control = <input id={id} type="checkbox" {...field} />;
        else if (element.type === 'textarea') control = <textarea id={id} rows={3} {...field} />;
        // Dates and numbers are text inputs, as Platon's are: Chromium's own date and number inputs build
        // shadow trees of their own and would make the baseline slower than a form of plain inputs.
        else control = <input id={id} type="text" inputMode={element.type === 'input' ? undefined : 'numeric'} {...field} />;
        return (
          <div key={element.id} style={{ display: 'inline-block', width: '50%' }}>
            <label htmlFor={id}>{element.label}</label>
            {control}
            {typeof error === 'string' ? <p role="alert">{error}</p> : null}
          </div>
        );
      })}
      <button type="submit">Сақлаш</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<BareForm />);
