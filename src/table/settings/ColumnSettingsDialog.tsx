import { useLayoutEffect, useRef, useState } from 'react';
import type { ColumnConfig, TableColumnMeta } from '../../core/api/tableMetaContract';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { ColumnSettingsRow } from './ColumnSettingsRow';
import { useTableStyles } from '../styles/useTableStyles';
import { moveColumn } from './moveColumn';
import type { SettingsColumn } from './SettingsColumn';
import { settingsColumns } from './settingsColumns';
import { settingsToConfig } from './settingsToConfig';

export interface ColumnSettingsDialogProps {
  runtime: PlatonRuntime;
  open: boolean;
  /** The server's column tree, before the user's config. */
  columns: TableColumnMeta[];
  /** The user's saved config; null when none. */
  config: ColumnConfig | null;
  /** Save: the new config; reset: `{}` (the server's defaults). onClose follows either. */
  onSave(config: ColumnConfig): void;
  onClose(): void;
}

interface Draft {
  tree: SettingsColumn[];
  hidden: Set<string>;
  titles: Record<string, string>;
}

/**
 * The per-user column settings modal (docs/behaviour.md §4, §12): 500 px by 80%, moved by its header, not closed by an
 * outside click. The user hides, renames and reorders columns, then saves; reset goes back to the server's
 * columns. Nothing changes until save: cancel, × and Escape drop the draft.
 *
 * @example
 * <ColumnSettingsDialog runtime={runtime} open={open} columns={definition.columns} config={config}
 *   onSave={(next) => saveConfig(next)} onClose={() => setOpen(false)} />
 */
export function ColumnSettingsDialog(props: ColumnSettingsDialogProps) {
  const t = useTranslator(props.runtime.i18n);
  const [draft, setDraft] = useState(() => draftOf(props.columns, props.config));
  const [wasOpen, setWasOpen] = useState(props.open);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; direction: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useTableStyles(listRef);
  // Each opening starts from what is saved now, not from an abandoned draft.
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) {
      setDraft(draftOf(props.columns, props.config));
      setAnnouncement('');
    }
  }

  // A moved row's button keeps the focus; at either end (button now disabled) its twin takes it.
  useLayoutEffect(() => {
    if (!focusAfterMove) return;
    const row = listRef.current?.querySelector(`[data-key="${CSS.escape(focusAfterMove.key)}"] > div`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  function toggle(key: string) {
    setDraft((current) => {
      const hidden = new Set(current.hidden);
      if (!hidden.delete(key)) hidden.add(key);
      return { ...current, hidden };
    });
  }

  function rename(key: string, title: string) {
    setDraft((current) => ({ ...current, titles: { ...current.titles, [key]: title } }));
  }

  function move(column: SettingsColumn, delta: number) {
    const tree = moveColumn(draft.tree, column.key, delta);
    if (tree === draft.tree) return;
    setDraft({ ...draft, tree });
    setFocusAfterMove({ key: column.key, direction: delta < 0 ? 'up' : 'down' });
    setAnnouncement(t('{0} {1}-ўринга кўчирилди', { 0: column.title, 1: positionOf(tree, column.key) + 1 }));
  }

  function save(config: ColumnConfig) {
    props.onSave(config);
    props.onClose();
  }

  return (
    <Dialog
      open={props.open}
      title={t('Устунлар созламалари')}
      width={500}
      height="80%"
      draggable
      closeOnOutsideClick={false}
      closeLabel={t('Ёпиш')}
      onClose={props.onClose}
      footer={
        <>
          <Button className="pl-column-settings__reset" onClick={() => save({})}>
            {t('Асл ҳолатига қайтариш')}
          </Button>
          <Button onClick={props.onClose}>{t('Бекор қилиш')}</Button>
          <Button variant="primary" onClick={() => save(settingsToConfig(draft.tree, draft.hidden, draft.titles))}>
            {t('Сақлаш')}
          </Button>
        </>
      }
    >
      <div className="pl-column-settings">
        <p className="pl-muted pl-column-settings__hint">
          {t('Белгиланган устунлар жадвалда кўрсатилади; сарлавҳа бўш қолса, асл номи ишлатилади')}
        </p>
        <ul ref={listRef} className="pl-column-settings__list pl-column-settings__list--root" aria-label={t('Устунлар')}>
          {draft.tree.map((column, index) => (
            <ColumnSettingsRow
              key={column.key}
              column={column}
              position={index}
              siblings={draft.tree.length}
              hidden={draft.hidden}
              titles={draft.titles}
              underHidden={false}
              t={t}
              onToggle={toggle}
              onTitle={rename}
              onMove={move}
            />
          ))}
        </ul>
        <div className="pl-sr-only" role="status">
          {announcement}
        </div>
      </div>
    </Dialog>
  );
}

function draftOf(columns: readonly TableColumnMeta[], config: ColumnConfig | null): Draft {
  return {
    tree: settingsColumns(columns, config),
    hidden: new Set((config?.hidden ?? []).map(String)),
    titles: { ...config?.titles },
  };
}

function positionOf(tree: readonly SettingsColumn[], key: string): number {
  for (const [index, column] of tree.entries()) {
    if (column.key === key) return index;
    const inner = positionOf(column.children, key);
    if (inner >= 0) return inner;
  }
  return -1;
}
