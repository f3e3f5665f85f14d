import { Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LoginForm, type Credentials } from '../../auth/LoginForm';
import { loadUser } from '../../core/auth/loadUser';
import { loginErrorMessage } from '../../core/auth/loginErrorMessage';
import { logout } from '../../core/auth/logout';
import { passwordLogin } from '../../core/auth/passwordLogin';
import { PLUGIN_EVENTS, type PluginEvent } from '../../core/events/pluginEvents';
import { DynamicPage } from '../../page/DynamicPage';
import { Button } from '../../ui/Button';
import { useTranslator } from '../../ui/useTranslator';
import { ThemeControl } from '../layout/topbar/ThemeControl';
import { FormView, TableView } from '../routing/routeViews';
import { useShell } from '../routing/ShellContext';
import { DemoFrame } from './DemoFrame';
import { EventLog, useEventLog } from './EventLog';

type Stage = 'page' | 'table' | 'form' | 'record' | null;

/** The form a signed-in visitor gets: it may insert, update, delete and hard delete, and asks for two fields. */
const SIGNED_IN_FORM = 'kitchen_sink';

/**
 * `/demo/test-events`: every plugin event of docs/behaviour.md §10 (`window.Platon.events`, and `platon:{name}` on the
 * window) counted and logged as it fires, with the means to fire them from here: a sign-in and sign-out
 * (BeforeLogin, AfterLogin, AfterLogout; a reload while signed in loads the user: BeforeAuth, AfterAuth),
 * the theme picker (SetUserTheme), and a public page, table and form to open (OnPageOpened, OnTableOpened;
 * a saved form OnFormInsert). Signed in, the form is the kitchen sink, which may do everything: saved once
 * it is the record's form (save again: OnFormUpdate; delete: OnFormDelete, OnFormHardDelete), and the saved
 * record opens again from here (OnFormRead). AfterInit fires once as the application starts, before this
 * page can listen.
 */
export function TestEventsDemo() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const { entries, add, clear } = useEventLog();
  const [counts, setCounts] = useState<Partial<Record<PluginEvent, number>>>({});
  const [stage, setStage] = useState<Stage>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const user = useStore(runtime.store, (s) => (s.authenticated ? s.user : null));
  const [saved, setSaved] = useState<string | number | null>(null);

  useEffect(() => {
    const offs = PLUGIN_EVENTS.map((name) =>
      runtime.events.on(name, (detail) => {
        add(name, detail);
        setCounts((old) => ({ ...old, [name]: (old[name] ?? 0) + 1 }));
        if (detail.name !== SIGNED_IN_FORM) return;
        if (name === 'OnFormInsert') setSaved(detail.recordId as string | number);
        // A deleted record cannot be opened again.
        if (name === 'OnFormDelete' || name === 'OnFormHardDelete') setSaved((old) => (old === detail.recordId ? null : old));
      }),
    );
    // A session stored by an earlier visit is loaded here (the demo routes skip the route guard that
    // would): that is BeforeAuth and AfterAuth.
    void loadUser(runtime);
    return () => offs.forEach((off) => off());
  }, [runtime, add]);

  async function signIn(credentials: Credentials) {
    setBusy(true);
    setError(null);
    try {
      const outcome = await passwordLogin(runtime, credentials);
      if (outcome.status === 'otp-required') setError('Бир марталик кодни тасдиқланг');
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const spinner = (
    <div className="pl-spinner" role="status">
      {t('Юкланмоқда...')}
    </div>
  );
  return (
    <DemoFrame
      name="demo-test-events"
      intro="Платформанинг плагин ҳодисалари юз берган заҳоти шу ерда ёзилади. Уларни шу саҳифанинг ўзида чақиринг: тизимга киринг ва чиқинг, мавзуни ўзгартиринг, саҳифа, жадвал ёки формани очинг."
    >
      <div className="pl-demo__split">
        <div className="pl-demo__split" style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <section className="pl-demo__box" aria-labelledby="pl-demo-triggers">
            <h2 id="pl-demo-triggers">{t('Ҳодисани чақириш')}</h2>
            {user ? (
              <div className="pl-demo__toolbar">
                <span>{t('Хуш келибсиз, {0}', { 0: user.fullName || user.username })}</span>
                <Button onClick={() => void logout(runtime)}>{t('Чиқиш')}</Button>
              </div>
            ) : (
              <LoginForm t={t} busy={busy} error={error} onSubmit={(credentials) => void signIn(credentials)} />
            )}
            <div className="pl-demo__toolbar">
              <ThemeControl />
            </div>
            <div className="pl-demo__actions">
              <Button aria-pressed={stage === 'page'} onClick={() => setStage(stage === 'page' ? null : 'page')}>
                {t('Саҳифани очиш')}
              </Button>
              <Button aria-pressed={stage === 'table'} onClick={() => setStage(stage === 'table' ? null : 'table')}>
                {t('Жадвални очиш')}
              </Button>
              <Button aria-pressed={stage === 'form'} onClick={() => setStage(stage === 'form' ? null : 'form')}>
                {t('Формани очиш')}
              </Button>
              {user && saved !== null ? (
                <Button aria-pressed={stage === 'record'} onClick={() => setStage(stage === 'record' ? null : 'record')}>
                  {t('Сақланган ёзувни очиш')}
                </Button>
              ) : null}
            </div>
            {stage ? (
              <div className="pl-demo__stage">
                <Suspense fallback={spinner}>
                  {stage === 'page' ? <DynamicPage runtime={runtime} name="about" isPublic /> : null}
                  {stage === 'table' ? <TableView runtime={runtime} name="regions" isPublic headingLevel={2} /> : null}
                  {stage === 'form' && !user ? (
                    <FormView runtime={runtime} name="public_appeal" isPublic recordId={null} headingLevel={2} />
                  ) : null}
                  {stage === 'form' && user ? (
                    <FormView key={user.id} runtime={runtime} name={SIGNED_IN_FORM} isPublic={false} recordId={null} headingLevel={2} />
                  ) : null}
                  {stage === 'record' && user && saved !== null ? (
                    <FormView
                      key={`${saved}`}
                      runtime={runtime}
                      name={SIGNED_IN_FORM}
                      isPublic={false}
                      recordId={saved}
                      headingLevel={2}
                      onDeleted={() => setStage(null)}
                    />
                  ) : null}
                </Suspense>
              </div>
            ) : null}
          </section>
          <section className="pl-demo__box" aria-labelledby="pl-demo-all-events">
            <h2 id="pl-demo-all-events">{t('Барча плагин ҳодисалари')}</h2>
            <table className="pl-demo__events" aria-labelledby="pl-demo-all-events">
              <thead>
                <tr>
                  <th scope="col">{t('Ҳодиса')}</th>
                  <th scope="col">{t('Неча марта')}</th>
                </tr>
              </thead>
              <tbody>
                {PLUGIN_EVENTS.map((name) => (
                  <tr key={name} data-event-row={name} data-fired={counts[name] ? '' : undefined}>
                    <td>{name}</td>
                    <td>{counts[name] ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="pl-muted">{t('AfterInit илова ишга тушганда бир марта, бу саҳифа очилишидан олдин юз беради.')}</p>
          </section>
        </div>
        <EventLog entries={entries} clear={clear} t={t} title={t('Ҳодисалар')} />
      </div>
    </DemoFrame>
  );
}
