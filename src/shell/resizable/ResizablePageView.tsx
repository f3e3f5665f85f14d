import { useEffect, useMemo, useRef, useState } from 'react';
import type { UserLayout } from '../../core/api/userLayoutContract';
import { createUserLayoutApi } from '../../core/resizable/createUserLayoutApi';
import { panelContentPath, readResizableLayout, RESIZABLE_PAGE_LAYOUT } from '../../core/resizable/resizablePageLayout';
import { Button } from '../../ui/Button';
import { ResizablePanels, type ResizablePanel } from '../../ui/resizable/ResizablePanels';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { AppLink } from '../routing/AppLink';
import { useShell } from '../routing/ShellContext';
import { KIND_LABELS, PanelPicker } from './PanelPicker';
import { PanelContentView } from './PanelContentView';
import { resizablePageCss } from './resizablePageCss';
import { useNarrow } from './useNarrow';
import { usePanelTitles } from './usePanelTitles';

/** Saving waits for the user to stop moving a divider for this long. */
const SAVE_DELAY_MS = 500;
/** Below this width of the page the panels stack. */
const NARROW_PX = 720;

/**
 * `/system/resizable-page` (issue 15): three panels, a large one on the left and two stacked on the right,
 * each showing a table, form or dynamic page chosen by the user (Change: kind and name), with draggable and
 * keyboard-operable dividers. The choice and the sizes are the user's, kept on the server
 * (`user/layouts/resizable-page`), so they come back after a reload and in another browser; Reset returns to
 * the default (appeals table, appeals form, dashboard page). Under 720 px the panels stack vertically.
 */
export function ResizablePageView() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const layouts = useMemo(() => createUserLayoutApi(runtime.api), [runtime]);
  const [layout, setLayout] = useState<UserLayout | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useAdoptedStyles(rootRef, resizablePageCss);
  const narrow = useNarrow(rootRef, NARROW_PX);
  const titles = usePanelTitles(rootRef, 3);

  useEffect(() => {
    const controller = new AbortController();
    layouts
      .load(RESIZABLE_PAGE_LAYOUT, controller.signal)
      .then((stored) => setLayout(readResizableLayout(stored)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[platon] the saved layout could not be loaded', error);
        setLayout(readResizableLayout(null));
      });
    return () => controller.abort();
  }, [layouts]);
  useEffect(() => () => clearTimeout(saveTimer.current ?? undefined), []);

  function save(next: UserLayout, now = false) {
    clearTimeout(saveTimer.current ?? undefined);
    const run = () =>
      layouts.save(RESIZABLE_PAGE_LAYOUT, next).catch((error: unknown) => {
        console.warn('[platon] the layout could not be saved', error);
        runtime.toasts.show('danger', t('Жойлашувни сақлаб бўлмади'), undefined, error);
      });
    if (now) void run();
    else saveTimer.current = setTimeout(run, SAVE_DELAY_MS);
  }
  function change(next: UserLayout, final: boolean, now = false) {
    setLayout(next);
    if (final) save(next, now);
  }
  function reset() {
    clearTimeout(saveTimer.current ?? undefined);
    setEditing(null);
    setLayout(readResizableLayout(null));
    layouts.reset(RESIZABLE_PAGE_LAYOUT).catch((error: unknown) => {
      console.warn('[platon] the layout could not be reset', error);
      runtime.toasts.show('danger', t('Жойлашувни сақлаб бўлмади'), undefined, error);
    });
  }

  if (!layout) {
    return (
      <section ref={rootRef} className="pl-resizable">
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      </section>
    );
  }

  // A panel is named by the title its content shows (its name until that has loaded), after its kind: the
  // panel's region must not share its name with its content's own region (axe landmark-unique).
  const describe = (index: number) => `${t(KIND_LABELS[layout.panels[index].kind])}: ${titles[index] ?? layout.panels[index].name}`;
  const panel = (index: number): ResizablePanel => {
    const content = layout.panels[index];
    return {
      id: `panel-${index + 1}`,
      label: describe(index),
      min: 15,
      content: (
        <div className="pl-resizable__panel" data-panel-content={`${content.kind}:${content.name}`}>
          <div className="pl-resizable__bar">
            <span className="pl-resizable__what">
              <span className="pl-resizable__kind">{t(KIND_LABELS[content.kind])}</span> {titles[index] ?? content.name}
            </span>
            <AppLink to={panelContentPath(content)} className="pl-resizable__open">
              {t('Алоҳида очиш')}
            </AppLink>
            <Button
              onClick={() => setEditing(editing === index ? null : index)}
              aria-expanded={editing === index}
              aria-label={`${t('Ўзгартириш')}: ${describe(index)}`}
            >
              {t('Ўзгартириш')}
            </Button>
          </div>
          {editing === index ? (
            <PanelPicker
              value={content}
              t={t}
              onCancel={() => setEditing(null)}
              onApply={(chosen) => {
                setEditing(null);
                change({ ...layout, panels: layout.panels.map((old, at) => (at === index ? chosen : old)) }, true, true);
              }}
            />
          ) : null}
          {/* Focusable, so a keyboard can scroll a panel whose content has nothing focusable (a page). */}
          <div className="pl-resizable__content" tabIndex={0} role="group" aria-label={describe(index)} data-panel-index={index}>
            <PanelContentView key={`${content.kind}:${content.name}`} content={content} />
          </div>
        </div>
      ),
    };
  };
  const dividerLabel = (before: ResizablePanel, after: ResizablePanel) =>
    t('{0} ва {1} орасидаги чегара', { 0: before.label, 1: after.label });
  const side = [panel(1), panel(2)];

  return (
    <section ref={rootRef} className={`pl-resizable${narrow ? ' pl-resizable--narrow' : ''}`} aria-labelledby="pl-resizable-title">
      <header className="pl-resizable__head">
        <div>
          <h1 id="pl-resizable-title">{t('Ўлчами ўзгарувчан саҳифа')}</h1>
          <p className="pl-muted">
            {t(
              'Панеллар орасидаги чегарани сичқонча билан судранг ёки унга ўтиб, стрелкалар, Home, End ва Enter тугмаларини босинг. Жойлашув сиз учун сақланади.',
            )}
          </p>
        </div>
        <Button onClick={reset}>{t('Асл ҳолатига қайтариш')}</Button>
      </header>
      <div className="pl-resizable__panels">
        <ResizablePanels
          groupId="pl-rp-main"
          direction={narrow ? 'vertical' : 'horizontal'}
          sizes={layout.sizes.main}
          onSizes={(sizes, final) => change({ ...layout, sizes: { ...layout.sizes, main: sizes } }, final)}
          dividerLabel={dividerLabel}
          panels={[
            panel(0),
            {
              id: 'side',
              label: side.map((item) => item.label).join(', '),
              min: 15,
              content: (
                <ResizablePanels
                  groupId="pl-rp-side"
                  direction="vertical"
                  sizes={layout.sizes.side}
                  onSizes={(sizes, final) => change({ ...layout, sizes: { ...layout.sizes, side: sizes } }, final)}
                  dividerLabel={dividerLabel}
                  panels={side}
                />
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}
