import { useId, useMemo, useState } from 'react';
import type { FormElementMeta } from '../../core/api/formMeta';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { CODE_LANGUAGES, CODE_SAMPLES, type CodeSampleLanguage } from './codeSamples';
import { DemoFields } from './DemoFields';
import { DemoFrame } from './DemoFrame';

const LANGUAGE_NAMES: Record<CodeSampleLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  json: 'JSON',
  sql: 'SQL',
  markdown: 'Markdown',
  text: 'Text',
};

/**
 * `/demo/code-editor`: the form's code control (`code` elements, CodeMirror) in each language it colours,
 * each with its own sample; the value the form would save is shown beside it.
 */
export function CodeEditorDemo() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const id = useId();
  const [language, setLanguage] = useState<CodeSampleLanguage>('javascript');
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(CODE_LANGUAGES.map((name) => [name, CODE_SAMPLES[name]])),
  );
  const elements = useMemo<FormElementMeta[]>(
    () => [
      {
        id: CODE_LANGUAGES.indexOf(language) + 1,
        type: 'code',
        dataField: language,
        label: t('Код ({0})', { 0: LANGUAGE_NAMES[language] }),
        language,
      },
    ],
    [language, t],
  );
  const value = String(values[language] ?? '');
  return (
    <DemoFrame
      name="demo-code-editor"
      intro="Шакллардаги код майдони: тилни танланг, намуна кодни таҳрирланг. Ранглар, қатор рақамлари, Tab билан сурилиш ва бекор қилиш ишлайди; Escape, сўнг Tab муҳаррирдан чиқаради."
    >
      <div className="pl-demo__split">
        <section className="pl-demo__box" aria-label={t('Код муҳаррири')}>
          <div className="pl-demo__toolbar">
            <div className="pl-field">
              <label htmlFor={`${id}-language`}>{t('Дастурлаш тили')}</label>
              <select
                id={`${id}-language`}
                className="pl-input"
                value={language}
                onChange={(event) => setLanguage(event.target.value as CodeSampleLanguage)}
              >
                {CODE_LANGUAGES.map((name) => (
                  <option key={name} value={name}>
                    {LANGUAGE_NAMES[name]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <DemoFields key={language} idPrefix={`${id}-code`} elements={elements} values={values} onValues={setValues} />
        </section>
        <section className="pl-demo__box" aria-labelledby={`${id}-value`}>
          <h2 id={`${id}-value`}>{t('Сақланадиган қиймат')}</h2>
          <p className="pl-muted">{t('{0} та белги', { 0: value.length })}</p>
          <pre className="pl-demo__output" data-output="code">
            {value}
          </pre>
        </section>
      </div>
    </DemoFrame>
  );
}
