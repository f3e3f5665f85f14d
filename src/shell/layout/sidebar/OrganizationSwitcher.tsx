import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { currentOrganizationKey } from '../../../core/menu/currentOrganizationKey';
import { organizationKey } from '../../../core/menu/organizationKey';
import { organizationLabel } from '../../../core/menu/organizationLabel';
import { switchOrganization } from '../../../core/menu/switchOrganization';
import type { PlatonRuntime } from '../../../core/runtime/platonRuntime';
import type { Translate } from '../../../ui/useTranslator';

/**
 * The organisation the user acts for (docs/behaviour.md §1, §10): a native select of the user's organisations. Choosing
 * one switches on the server, then in the session, then reloads the page; a failure is only logged and the
 * select shows the previous organisation again.
 */
export function OrganizationSwitcher({ runtime, t, reload }: { runtime: PlatonRuntime; t: Translate; reload(): void }) {
  const id = useId();
  const user = useStore(runtime.store, (s) => s.user);
  const sessionOrganizations = useStore(runtime.store, (s) => s.organizations);
  const locale = useStore(runtime.store, (s) => s.locale);
  const [pending, setPending] = useState<string | null>(null);
  const organizations = (sessionOrganizations.length ? sessionOrganizations : (user?.organizations ?? []))
    .map((org) => ({ key: organizationKey(org), label: organizationLabel(org, locale) }))
    .filter((org): org is { key: string; label: string } => org.key !== null);
  if (organizations.length === 0) return null;
  const current = currentOrganizationKey(user);
  const known = organizations.some((org) => org.key === current);

  async function choose(key: string) {
    setPending(key);
    const switched = await switchOrganization(runtime, key, reload);
    if (!switched) setPending(null);
  }

  return (
    <div className="pl-sidebar__org">
      <label htmlFor={id} className="pl-sidebar__org-label">
        {t('Ташкилот')}
      </label>
      <select
        id={id}
        part="input"
        className="pl-input pl-sidebar__org-select"
        value={pending ?? (known ? current : '')}
        disabled={pending !== null}
        onChange={(event) => void choose(event.target.value)}
      >
        {known ? null : (
          <option value="" disabled>
            {t('Ташкилотни танланг')}
          </option>
        )}
        {organizations.map((org) => (
          <option key={org.key} value={org.key}>
            {org.label}
          </option>
        ))}
      </select>
    </div>
  );
}
