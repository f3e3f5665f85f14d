import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../core/api/ApiError';
import { CONSOLE_ROW_CAP, type ConsoleResult } from '../../core/api/dbControlContract';
import { consoleCsv } from '../../core/dbcontrol/consoleCsv';
import type { DbControlApi } from '../../core/dbcontrol/createDbControlApi';
import { useCodeMirror } from '../../form/controls/editors/useCodeMirror';
import { saveBlob } from '../../core/files/saveBlob';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { ResultTable } from './ResultTable';

const NUMERIC = /^(smallint|integer|bigint|numeric|real|double precision)$/;

export interface SqlConsoleProps {
  api: DbControlApi;
  t: Translate;
}

type Run =
  { state: 'idle' } | { state: 'running' } | { state: 'done'; sql: string; result: ConsoleResult } | { state: 'failed'; message: string };

/**
 * The SQL console: a CodeMirror editor in the PostgreSQL dialect (the form's code editor, useCodeMirror), Run
 * (or Ctrl/Cmd+Enter in the editor), the result in a table with CSV (from the rows shown) and Excel (the
 * server runs the statement again, up to 100,000 rows) downloads. Refusals (a write, a timeout, the
 * database's own error) show in an alert under the editor, in the server's words.
 */
export function SqlConsole({ api, t }: SqlConsoleProps) {
  const [sql, setSql] = useState('SELECT id, username, full_name FROM users ORDER BY id');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const labelId = useId();
  const hintId = useId();
  const saveRef = useRef<HTMLSpanElement>(null);
  const sqlRef = useRef(sql);
  sqlRef.current = sql;
  const { mountRef } = useCodeMirror({
    value: sql,
    onChange: setSql,
    onBlur: () => undefined,
    language: 'sql',
    readOnly: false,
    disabled: false,
    attributes: { 'aria-labelledby': labelId, 'aria-describedby': hintId, 'aria-multiline': 'true', role: 'textbox' },
    lineNumbers: true,
    lineWrapping: true,
  });

  async function execute() {
    const text = sqlRef.current;
    setRun({ state: 'running' });
    try {
      const result = await api.query(text);
      setRun({ state: 'done', sql: text, result });
    } catch (error) {
      console.warn('[platon] console statement refused', error);
      setRun({ state: 'failed', message: error instanceof ApiError && error.status ? error.message : t('Сервер билан алоқа йўқ') });
    }
  }

  // Captured before CodeMirror's own Mod-Enter (a new line): in the editor it runs the statement instead.
  function onKeyDownCapture(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      if (run.state !== 'running') void execute();
    }
  }

  async function downloadXlsx(text: string) {
    try {
      const blob = await api.exportXlsx(text);
      if (saveRef.current) saveBlob(blob, 'sql.xlsx', saveRef.current);
    } catch (error) {
      console.warn('[platon] console export failed', error);
      setRun({ state: 'failed', message: error instanceof ApiError && error.status ? error.message : t('Сервер билан алоқа йўқ') });
    }
  }

  const result = run.state === 'done' ? run.result : null;
  return (
    <div className="pl-dbc__console">
      <span ref={saveRef} hidden />
      <h2 id={labelId}>{t('SQL сўрови')}</h2>
      <div className="pl-dbc__editor" ref={mountRef} onKeyDownCapture={onKeyDownCapture} />
      <p id={hintId} className="pl-dbc__hint">
        {t('Фақат ўқиш сўровлари (SELECT, WITH, VALUES, TABLE, EXPLAIN, SHOW) бажарилади. Ctrl+Enter — бажариш')}
      </p>
      <div className="pl-dbc__actions">
        <Button variant="primary" onClick={() => void execute()} disabled={run.state === 'running'} aria-keyshortcuts="Control+Enter">
          <i className="fa-solid fa-play" aria-hidden="true" /> {run.state === 'running' ? t('Бажарилмоқда...') : t('Бажариш')}
        </Button>
        {result ? (
          <>
            <Button
              onClick={() =>
                saveRef.current && saveBlob(new Blob([consoleCsv(result)], { type: 'text/csv;charset=utf-8' }), 'sql.csv', saveRef.current)
              }
            >
              <i className="fa-solid fa-file-csv" aria-hidden="true" /> {t('CSV юклаб олиш')}
            </Button>
            <Button onClick={() => void downloadXlsx(run.state === 'done' ? run.sql : sql)}>
              <i className="fa-solid fa-file-excel" aria-hidden="true" /> {t('Excel юклаб олиш')}
            </Button>
          </>
        ) : null}
        <span className="pl-dbc__status" role="status">
          {result ? t('{0} та қатор, {1} мс', { 0: result.rows.length, 1: result.durationMs }) : ''}
          {result?.truncated ? ` · ${t('Фақат биринчи {0} та қатор кўрсатилди', { 0: CONSOLE_ROW_CAP })}` : ''}
        </span>
      </div>
      {run.state === 'failed' ? (
        <div className="pl-alert pl-alert--danger" role="alert">
          <p className="pl-dbc__error">{run.message}</p>
        </div>
      ) : null}
      {result ? (
        result.columns.length ? (
          <ResultTable
            caption={t('Натижа')}
            t={t}
            columns={result.columns.map((column) => ({
              title: (
                <>
                  {column.name}
                  <span className="pl-dbc__type">{column.type}</span>
                </>
              ),
              numeric: NUMERIC.test(column.type),
            }))}
            rows={result.rows}
          />
        ) : (
          <p className="pl-dbc__empty">{t('Сўров устун қайтармади')}</p>
        )
      ) : null}
    </div>
  );
}
