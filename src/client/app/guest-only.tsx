import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session.js';

/** Login and signup sit outside the shell and go to / when a token is already stored (spec §2). */
export function GuestOnly() {
  const session = useSession();
  return session ? <Navigate to="/" replace /> : <Outlet />;
}
