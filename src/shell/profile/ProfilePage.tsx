import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { OwnSessionsPanel } from '../accounts/OwnSessionsPanel';
import { Avatar } from '../layout/topbar/Avatar';
import { useShell } from '../routing/ShellContext';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { CollapsiblePanel } from './CollapsiblePanel';
import { OtpPanel } from './OtpPanel';
import { profileCss } from './profileCss';
import { SignatureListPanel } from './SignatureListPanel';

/**
 * `/system/profile` (docs/behaviour.md §3): who the user is, and the security section with three panels: password,
 * one-time code, signature list. `?section=security` (the account menu's "User security") scrolls to that
 * section and puts the keyboard there.
 */
export function ProfilePage({ section }: { section?: string }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const user = useStore(runtime.store, (s) => s.user);
  const rootRef = useRef<HTMLElement>(null);
  const securityRef = useRef<HTMLHeadingElement>(null);
  useAdoptedStyles(rootRef, profileCss);

  // Also once the user arrives: before that the page renders nothing to scroll to.
  const hasUser = user !== null;
  useEffect(() => {
    if (section !== 'security' || !securityRef.current) return;
    securityRef.current.scrollIntoView({ block: 'start' });
    securityRef.current.focus();
  }, [section, hasUser]);

  if (!user) return null;
  const name = user.fullName || user.username;
  return (
    <article className="pl-profile" ref={rootRef} aria-labelledby="pl-profile-title">
      <header className="pl-profile__header">
        <span className="pl-profile__photo">
          <Avatar photo={user.photo} username={user.username} />
        </span>
        <div>
          <h1 id="pl-profile-title" className="pl-profile__name">
            {name}
          </h1>
          <p className="pl-profile__handle">@{user.username}</p>
          {user.postName ? <p className="pl-muted">{user.postName}</p> : null}
        </div>
      </header>
      {/* docs/behaviour.md §3: the permissions list is there, hidden. */}
      <section hidden aria-label={t('Рухсатлар')}>
        <ul className="pl-profile__permissions">
          {user.permissions.map((permission) => (
            <li key={permission}>{permission}</li>
          ))}
        </ul>
      </section>
      <section className="pl-profile__security" aria-labelledby="pl-profile-security">
        <h2 id="pl-profile-security" ref={securityRef} tabIndex={-1}>
          {t('Хавфсизлик')}
        </h2>
        <CollapsiblePanel title={t('Паролни ўзгартириш')} defaultOpen>
          <ChangePasswordPanel runtime={runtime} t={t} />
        </CollapsiblePanel>
        <CollapsiblePanel
          title={t('Икки босқичли кириш')}
          summary={user.hasOtpSecret ? t('Бир марталик код ёқилган') : t('Бир марталик код ўчирилган')}
          defaultOpen={section === 'security'}
        >
          <OtpPanel runtime={runtime} t={t} />
        </CollapsiblePanel>
        <CollapsiblePanel title={t('Электрон имзо оқ/қора рўйхати')}>
          <SignatureListPanel runtime={runtime} t={t} userId={user.id} />
        </CollapsiblePanel>
        <CollapsiblePanel title={t('Очиқ сеанслар')}>
          <OwnSessionsPanel runtime={runtime} t={t} />
        </CollapsiblePanel>
      </section>
    </article>
  );
}
