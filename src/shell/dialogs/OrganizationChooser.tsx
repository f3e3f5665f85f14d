import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { loadOrganizations } from '../../core/account/loadOrganizations';
import { needsOrganizationChoice } from '../../core/account/organizationRules';
import { organizationKey } from '../../core/menu/organizationKey';
import { organizationLabel } from '../../core/menu/organizationLabel';
import { switchOrganization } from '../../core/menu/switchOrganization';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { useShellStyles } from '../styles/useShellStyles';

/**
 * docs/behaviour.md §10 Organisations: once the session is authenticated, the organisations are loaded when the rules say
 * so, and a digital-signature user who has not chosen one yet is asked which to act for (width at most
 * 500). The choice is set on the server, then in the session, then the page reloads. 'Чиқиш' offers the
 * logout confirmation instead. Dismissed, it asks again on the next load; the sidebar's switcher stays at hand.
 */
export function OrganizationChooser({ reload = () => globalThis.location.reload() }: { reload?(): void }) {
  const { runtime, confirmLogout } = useShell();
  const t = useTranslator(runtime.i18n);
  const id = useId();
  const authenticated = useStore(runtime.store, (s) => s.authenticated);
  const user = useStore(runtime.store, (s) => s.user);
  const organizations = useStore(runtime.store, (s) => s.organizations);
  const locale = useStore(runtime.store, (s) => s.locale);
  const [loaded, setLoaded] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const listRef = useRef<HTMLFieldSetElement>(null);
  useShellStyles(listRef);

  useEffect(() => {
    if (!authenticated || started.current) return;
    started.current = true;
    void loadOrganizations(runtime).finally(() => setLoaded(true));
  }, [authenticated, runtime]);

  const open = loaded && !dismissed && needsOrganizationChoice(user, organizations);
  const options = organizations
    .map((org) => ({ key: organizationKey(org), label: organizationLabel(org, locale) }))
    .filter((o): o is { key: string; label: string } => o.key !== null);

  async function choose() {
    if (!choice) return;
    setBusy(true);
    if (!(await switchOrganization(runtime, choice, reload))) setBusy(false);
  }

  return (
    <Dialog
      open={open}
      title={t('Ташкилотни танланг')}
      width="min(500px, calc(100vw - 40px))"
      closeLabel={t('Ёпиш')}
      closeOnOutsideClick={false}
      onClose={() => setDismissed(true)}
      footer={
        <>
          {/* Someone who signed in with the wrong key must be able to leave without acting for anyone. */}
          <Button disabled={busy} onClick={() => confirmLogout()}>
            {t('Чиқиш')}
          </Button>
          <Button variant="primary" disabled={!choice || busy} aria-busy={busy} onClick={() => void choose()}>
            {t('Танлаш')}
          </Button>
        </>
      }
    >
      <fieldset ref={listRef} className="pl-org-chooser">
        <legend>{t('Қайси ташкилот номидан ишлайсиз?')}</legend>
        {options.map((option) => (
          <label key={option.key} className="pl-org-chooser__option">
            <input
              type="radio"
              name={`${id}-org`}
              value={option.key}
              checked={choice === option.key}
              onChange={() => setChoice(option.key)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
