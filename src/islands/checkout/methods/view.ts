/** What each way to pay shows on the checkout: its choices in the radio group, and the page a payment waiting is approved on. */
import type { ReactNode } from 'react';
import type { PaymentMethod } from '../../../shared/contract/constants';
import type { EwalletAccount, PaymentOptions, PaymentState } from '../../../shared/contract/payment';

export interface OptionProps {
  options: PaymentOptions;
  /** The member's linked e-wallet accounts (Indonesia). */
  wallets: EwalletAccount[];
  /** The radio group's value. */
  choice: string;
}

export interface MethodView {
  /** Its choices as radios of the checkout's group (src/stores/payment/methods says what each pays). */
  Option(props: OptionProps): ReactNode;
  /** The name of the page a payment waiting is approved on ("Continue on GrabPay"); without it, the gateway's page. */
  approvedOn?(payment: PaymentState, options: PaymentOptions | null): string | null;
}

/** Every method of the contract with its view: a missing one does not compile. */
export type MethodViewRegistry = { readonly [M in PaymentMethod]: MethodView };
