import { lazy, Suspense, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { call24ShownOn } from '../../core/call24/call24ShownOn';
import { definedTextLookup } from '../../core/i18n/definedTextLookup';
import { isAdmin, productOf } from '../../core/session/permissions';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { useRouteLocation } from '../routing/useRouteLocation';
import { call24WidgetCss } from './call24WidgetCss';

// The dialog and its checks load on the first opening: most visits never open it.
const Call24Dialog = lazy(() => import('./Call24Dialog').then((m) => ({ default: m.Call24Dialog })));

export const CALL24_DEFAULT_TITLE = 'Қайта қўнғироқ';

/**
 * The call-back widget (issue 15): a floating button in the layout, on the pages project info's `call24`
 * page rules allow (administrators skip the rules, docs/behaviour.md §2; force-user mode does not), opening the request
 * dialog. A complementary landmark of its own, so it sits in none of the page's.
 */
export function Call24Widget() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const location = useRouteLocation();
  const settings = useStore(runtime.store, (s) => s.projectInfo?.call24);
  const signedIn = useStore(runtime.store, (s) => s.authenticated && s.user !== null);
  const admin = useStore(runtime.store, (s) => isAdmin(s.user, productOf(s.projectInfo), s.forceUser));
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  useAdoptedStyles(rootRef, call24WidgetCss);
  const shown = Boolean(settings) && call24ShownOn(settings!, location.path, { signedIn, admin });
  if (!shown && !open) return null;
  // The administrator's title, in the chosen language (`t` re-renders this on a switch).
  const title = settings?.title ? definedTextLookup(runtime.i18n)(settings.title) : t(CALL24_DEFAULT_TITLE);
  return (
    <aside ref={rootRef} className="pl-call24" aria-label={title}>
      {shown ? (
        <button
          type="button"
          className="pl-call24__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <span className="pl-call24__icon" aria-hidden="true">
            ☎
          </span>
          <span className="pl-call24__label">{title}</span>
        </button>
      ) : null}
      {loaded ? (
        <Suspense fallback={null}>
          <Call24Dialog open={open} title={title} settings={settings ?? {}} page={location.path} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
