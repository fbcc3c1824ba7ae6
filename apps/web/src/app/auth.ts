import { hrefs } from '@podcast/contract';
import { hasToken } from '@podcast/hooks';
import { useToast } from '@podcast/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n';

/**
 * For actions that need a signed-in listener (save, subscribe, rate, add podcast, saved): true when signed in;
 * otherwise goes to /login with the toast asking the visitor to register (spec §2, §6, §8).
 */
export function useRequireSignIn() {
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(() => {
    if (hasToken()) return true;
    toast({
      title: t.common.loginToContinue,
      variant: 'info',
      action: { label: t.shell.register, onClick: () => navigate(hrefs.register()) },
    });
    navigate(hrefs.login());
    return false;
  }, [navigate, toast]);
}
