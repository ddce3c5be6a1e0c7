/** One choice of the checkout's radio group, with its label's text beside it. */
import { type ReactNode, useId } from 'react';
import { choosePayment } from '../../../stores/payment/payment-flow';

interface Props {
  value: string;
  choice: string;
  disabled?: boolean;
  children: ReactNode;
}

export function MethodRadio({ value, choice, disabled = false, children }: Props) {
  const id = useId();
  return (
    <label htmlFor={id} className={`checkout-method${disabled ? ' is-disabled' : ''}`}>
      <input
        id={id}
        type="radio"
        name="method"
        value={value}
        checked={choice === value}
        disabled={disabled}
        onChange={() => choosePayment(value)}
      />
      <span className="checkout-method-text">{children}</span>
    </label>
  );
}
