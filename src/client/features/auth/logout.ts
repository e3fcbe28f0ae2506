// Logout (spec §4): revoke the token on the server, remove token, username, email and name, clear the
// data cache, say 'Logged Out!' and go to /login.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../shared/messages.js';
import { useFeedback } from '../../components/feedback.js';
import { clearCache } from '../../lib/cache.js';
import { clearSession } from '../../lib/session.js';
import { signout } from './auth.api.js';

let quietUntil = 0;

/** The shell's 'Please Login Again!' is for a missing token, not for a logout the person asked for. */
export function isQuietRedirect(): boolean {
  return Date.now() < quietUntil;
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { notify } = useFeedback();
  return useCallback(async () => {
    try {
      await signout();
    } catch (error) {
      // The token goes from this browser either way; a server that cannot be reached lets it expire.
      console.error(error);
    }
    quietUntil = Date.now() + 2000;
    clearSession();
    clearCache();
    notify(messages.loggedOut, 'success');
    navigate('/login', { replace: true });
  }, [navigate, notify]);
}
