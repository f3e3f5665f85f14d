import { useId, useMemo, useState } from 'react';
import type { FormElementMeta } from '../../core/api/formMeta';
import { renderMarkdown } from '../../form/controls/editors/renderMarkdown';
import { sanitizeHtml } from '../../form/controls/editors/sanitizeHtml';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { DemoFields } from './DemoFields';
import { DemoFrame } from './DemoFrame';

const INITIAL = {
  html: '<h2>Ариза</h2><p>Матнни <strong>қалин</strong>, <em>қия</em> қилинг ёки <a href="https://example.org">ҳавола</a> қўшинг.</p><ul><li>биринчи</li><li>иккинчи</li></ul>',
  markdown: '## Изоҳ\n\n**Markdown** матни: *қия*, `код`, [ҳавола](https://example.org).\n\n- биринчи\n- иккинчи\n',
};

/**
 * `/demo/vue-editor` (the name is the original product's): the form's two text editors side by side, each
 * with what it produces: the rich text editor's sanitised HTML (as source and as shown) and the markdown
 * editor's text rendered to safe HTML, as a form would save and show them.
 */
export function EditorsDemo() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const id = useId();
  const [values, setValues] = useState<Record<string, unknown>>(INITIAL);
  const richText = useMemo<FormElementMeta[]>(() => [{ id: 1, type: 'rich_text', dataField: 'html', label: t('Форматланган матн') }], [t]);
  const markdown = useMemo<FormElementMeta[]>(() => [{ id: 2, type: 'markdown', dataField: 'markdown', label: 'Markdown' }], []);
  const html = sanitizeHtml(String(values.html ?? ''));
  const rendered = renderMarkdown(String(values.markdown ?? ''));
  return (
    <DemoFrame
      name="demo-vue-editor"
      intro="Шакллардаги иккита матн муҳаррири: форматланган матн (HTML) ва Markdown. Ёзганингиз ёнида сақланадиган ва кўрсатиладиган кўринишда чиқади; хавфли HTML ҳар доим тозаланади."
    >
      <div className="pl-demo__split pl-demo__split--even">
        <section className="pl-demo__box" aria-labelledby={`${id}-rich`}>
          <h2 id={`${id}-rich`}>{t('Форматланган матн')}</h2>
          <DemoFields
            idPrefix={`${id}-r`}
            elements={richText}
            values={values}
            onValues={(next) => setValues((old) => ({ ...old, html: next.html }))}
          />
          <h2>{t('Натижа')}</h2>
          <div className="pl-demo__rendered" data-output="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
          <h2>HTML</h2>
          <pre className="pl-demo__output" data-output="rich-text-html">
            {html}
          </pre>
        </section>
        <section className="pl-demo__box" aria-labelledby={`${id}-md`}>
          <h2 id={`${id}-md`}>Markdown</h2>
          <DemoFields
            idPrefix={`${id}-m`}
            elements={markdown}
            values={values}
            onValues={(next) => setValues((old) => ({ ...old, markdown: next.markdown }))}
          />
          <h2>{t('Натижа')}</h2>
          <div className="pl-demo__rendered" data-output="markdown" dangerouslySetInnerHTML={{ __html: rendered }} />
        </section>
      </div>
    </DemoFrame>
  );
}
