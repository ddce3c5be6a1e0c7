/** The confirmation's figures as the page shows them: the answer names its currency as a plain string. */
import type { CurrencyCode } from '../../shared/countries';
import { formatMoney } from '../../shared/money';

export const money = (minor: number, currency: string): string => formatMoney(minor, currency as CurrencyCode);
