/**
 * The login views' routes on phones (spec §2), apart from the rest of views.ts: the mobile back arrow
 * (dom/back-link.ts), which every page runs before interaction, needs only these.
 */
import type { LoginView } from './views';

/** On phones each view but success is a route of its own. */
export const ROUTE: Record<Exclude<LoginView, 'success'>, string> = {
  phone: '/login',
  email: '/emailLogin',
  password: '/accountLogin',
  code: '/verificationCode',
  forgot: '/forgetPassword',
};
