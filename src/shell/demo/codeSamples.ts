/**
 * Sample code for each language the code control colours (src/form/controls/editors/loadCodeLanguage.ts),
 * plus plain text for anything else.
 */
export const CODE_SAMPLES = {
  javascript: `// A page script: its default export receives the page context.
export default async function summary({ root, api, t }) {
  const { data } = await api.get('info');
  root.querySelector('h2').textContent = t('Лойиҳа версияси') + ': ' + data.projectVersion;
}
`,
  typescript: `interface Appeal {
  id: number;
  title: string;
  status: 'new' | 'done';
}

export const open = (appeals: Appeal[]): Appeal[] => appeals.filter((a) => a.status === 'new');
`,
  json: `{
  "name": "appeals",
  "pageSize": 20,
  "columns": [
    { "dataField": "id", "title": "ID", "sortable": true },
    { "dataField": "title", "title": "Мавзу" }
  ]
}
`,
  sql: `SELECT r.name AS region, count(*) AS appeals
FROM appeals a
JOIN regions r ON r.id = a.region_id
WHERE a.created_at >= now() - interval '30 days'
GROUP BY r.name
ORDER BY appeals DESC;
`,
  markdown: `# Release notes

- **Tables**: pinned columns and *grouping*
- [Documentation](https://example.org)

\`\`\`json
{ "version": 2 }
\`\`\`
`,
  text: `Plain text: any other language name gives an editor without colours.
`,
} as const;

export type CodeSampleLanguage = keyof typeof CODE_SAMPLES;
export const CODE_LANGUAGES = Object.keys(CODE_SAMPLES) as CodeSampleLanguage[];
