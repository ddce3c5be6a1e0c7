/** The login views of spec §2 and §4, and what every view is given by the flow (LoginFlow.tsx). */
import type { MessageKey } from '../../shared/messages';
import type { LoginAccount } from '../../stores/login-flow';
import type { LoginView } from './routes';

export type { LoginView } from './routes';

/** The desktop modal's step numbers (spec §2); a new member's name (issue 29) comes after the spec's steps. */
export const STEP: Record<LoginView, number> = { phone: 1, code: 2, password: 3, forgot: 4, success: 5, email: 7, name: 8 };

export { ROUTE } from './routes';

export const TITLES: Record<LoginView, MessageKey> = {
  phone: 'login.titlePhone',
  email: 'login.titleEmail',
  password: 'login.titlePassword',
  code: 'login.titleCode',
  forgot: 'login.titleForgot',
  name: 'login.titleName',
  success: 'login.titleSuccess',
};

export interface ViewProps {
  go: (view: LoginView) => void;
  /** True when going to another view loads another route (phones). */
  pageNavigation: boolean;
  done: () => void;
  /** Closes the desktop modal (the modal only). */
  close?: (() => void) | undefined;
  /** The account a code was sent to; undefined until the browser has read it back (after hydration). */
  account: LoginAccount | null | undefined;
  setAccount: (a: LoginAccount) => void;
  mode: 'page' | 'modal';
}
