/**
 * The login views' routes on phones (spec §2), apart from the rest of views.ts: the mobile back arrow
 * (dom/back-link.ts), which every page runs before interaction, needs only these.
 */
/** The login views of spec §2 and §4 (views.ts has what each is given). */
export type LoginView = 'phone' | 'email' | 'password' | 'code' | 'forgot' | 'name' | 'success';

/** On phones each view but the two that end a login (a new member's name, success) is a route of its own. */
export const ROUTE: Record<Exclude<LoginView, 'name' | 'success'>, string> = {
  phone: '/login',
  email: '/emailLogin',
  password: '/accountLogin',
  code: '/verificationCode',
  forgot: '/forgetPassword',
};
