import { hrefs } from '@podcast/contract';
import { accountQueries, useAuthToken } from '@podcast/hooks';
import { Tabs } from '@podcast/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppLink } from '../../app/AppLink';
import { t } from '../../i18n';
import { AuthPage } from './AuthPage';
import { LoginForm, type LoginState } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/**
 * Once a token is stored (the form, or the social sign-in window that stores it and reloads this one), loads the
 * profile and goes back: to `state.from`, else the page before /login, else home.
 */
function useLeaveOnceSignedIn() {
  const token = useAuthToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  useEffect(() => {
    if (!token || leaving.current) return;
    leaving.current = true;
    const from = (location.state as LoginState | null)?.from;
    queryClient.fetchQuery(accountQueries.profile()).then(
      () => {
        if (from) navigate(from, { replace: true });
        else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
        else navigate(hrefs.home(), { replace: true });
      },
      () => {
        leaving.current = false;
      },
    );
  }, [token, location.state, navigate, queryClient]);
}

/** /login and /register: two tabs that switch the route (spec §2). */
export function LoginScreen() {
  useLeaveOnceSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = location.pathname.toLowerCase().startsWith(hrefs.register()) ? 'register' : 'login';
  const href = (value: string) => (value === 'register' ? hrefs.register() : hrefs.login());
  const isRegister = tab === 'register';
  return (
    <Tabs.Root value={tab} onValueChange={(value) => navigate(href(value), { replace: true, state: location.state })}>
      <AuthPage
        title={isRegister ? t.account.registerTitle : t.account.loginTitle}
        lead={isRegister ? t.account.registerLead : t.account.loginLead}
        top={
          <Tabs.List aria-label={t.account.tabsLabel} fullWidth>
            {(['login', 'register'] as const).map((value) => (
              <Tabs.Trigger key={value} value={value} asChild>
                <AppLink href={href(value)} replace state={location.state}>
                  {value === 'login' ? t.account.loginTab : t.account.registerTab}
                </AppLink>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        }
      >
        <Tabs.Content value="login">{!isRegister && <LoginForm />}</Tabs.Content>
        <Tabs.Content value="register">{isRegister && <RegisterForm />}</Tabs.Content>
      </AuthPage>
    </Tabs.Root>
  );
}
export { LoginScreen as Component };
