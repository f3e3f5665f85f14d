import { useStore } from 'zustand';
import { definedTextLookup } from '../../../core/i18n/definedTextLookup';
import { advertisementCalls } from '../../../core/menu/advertisementCalls';
import type { PlatonRuntime } from '../../../core/runtime/platonRuntime';
import { SupportContactLinks } from '../../../ui/SupportContactLinks';
import type { Translate } from '../../../ui/useTranslator';
import { useAdvertisement } from './useAdvertisement';

/**
 * The sidebar footer (docs/behaviour.md §1): an advertisement for non-admins (or an admin in force-user mode) whose
 * clicks are counted on the server, the technical-support line (issue 15), the copyright link, and the app
 * and project versions.
 */
export function SidebarFooter({ runtime, t, showAd }: { runtime: PlatonRuntime; t: Translate; showAd: boolean }) {
  const info = useStore(runtime.store, (s) => s.projectInfo);
  const apiBase = useStore(runtime.store, (s) => s.config.apiBase);
  const ad = useAdvertisement(runtime, showAd);
  return (
    <footer className="pl-sidebar__footer">
      {ad ? (
        <aside className="pl-ad" aria-label={t('Реклама')}>
          <a
            className="pl-ad__link"
            href={ad.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => void advertisementCalls.countClick(runtime, ad.id)}
            onAuxClick={(event) => event.button === 1 && void advertisementCalls.countClick(runtime, ad.id)}
          >
            {ad.mediaUrl ? <img className="pl-ad__image" src={`${apiBase}${ad.mediaUrl}`} alt="" /> : null}
            {/* An administrator's text: in the chosen language (docs/behaviour.md §2); `t` re-renders this on a switch. */}
            <span className="pl-ad__title">{definedTextLookup(runtime.i18n)(ad.title)}</span>
          </a>
        </aside>
      ) : null}
      <SupportContactLinks className="pl-sidebar__support" />
      {info?.copyright && /^https?:\/\//i.test(info.copyright.url) ? (
        <a className="pl-sidebar__copyright" href={info.copyright.url} target="_blank" rel="noopener noreferrer">
          {info.copyright.text}
        </a>
      ) : info?.copyright ? (
        <span className="pl-sidebar__copyright">{info.copyright.text}</span>
      ) : null}
      {info ? (
        <p className="pl-sidebar__versions">
          <span>{t('Илова версияси {0}', { 0: info.version })}</span>
          {info.projectVersion ? <span>{t('Лойиҳа версияси {0}', { 0: info.projectVersion })}</span> : null}
        </p>
      ) : null}
    </footer>
  );
}
