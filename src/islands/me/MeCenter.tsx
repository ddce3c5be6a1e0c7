/**
 * The personal centre (/me, spec §2): the member's name, avatar and coins, the bell with the unread count (capped at
 * 99+, a no-auth silent call), order counts by the order tabs and after-sales, and the account screens. A guest is
 * invited to sign in and sees only what needs no account (language, country, help).
 */
import { useStore } from '@nanostores/react';
import { ORDER_TAB } from '../../shared/contract/constants';
import type { OrderStatusSummary } from '../../shared/contract/order';
import { COUNTRIES } from '../../shared/countries';
import { localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { $orderSummary } from '../../stores/me/centre';
import { $userInfo } from '../../stores/state';
import { island, useLocale, useT } from '../locale';
import { chosenName } from '../../shared/member-name';
import { AvatarFace } from './AvatarFace';
import { BellLink } from './BellLink';
import { LoginLink } from './MemberPending';
import { useMember } from './use-member';
import './me.css';

/** The counters of spec §2: the order tabs To pay, To ship, To receive (keys of §4), then after-sales. */
const ORDER_LINKS: { key: keyof OrderStatusSummary; label: MessageKey; path: string }[] = [
  { key: 'unpaid', label: 'me.toPay', path: `/order?tab=${ORDER_TAB.toPay}` },
  { key: 'to_ship', label: 'me.toShip', path: `/order?tab=${ORDER_TAB.toShip}` },
  { key: 'shipped', label: 'me.toReceive', path: `/order?tab=${ORDER_TAB.toReceive}` },
  { key: 'after_sale', label: 'me.afterSale', path: '/afterSaleOrder' },
];

interface AccountLink {
  path: string;
  label: MessageKey;
}

function MeCenter({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang, country } = useLocale();
  const { userInfo, messageNumber } = useStore($userInfo, { ssr: 'initial' });
  const { data: summary } = useStore($orderSummary);
  const state = useMember(signedIn);

  const href = (path: string) => {
    const [pathname = '/', query] = path.split('?');
    return localizePath(pathname, lang) + (query ? `?${query}` : '');
  };
  const general: AccountLink[] = [
    { path: '/setLanguage', label: 'me.language' },
    { path: '/setting-country', label: 'me.country' },
    { path: '/faqs', label: 'me.help' },
  ];
  const paymentLinks: AccountLink[] = COUNTRIES[country].savedPaymentMethods
    ? [{ path: '/payment-option', label: 'menu.paymentOption' }]
    : [];
  const links: AccountLink[] =
    state === 'guest'
      ? general
      : [
          { path: '/setting', label: 'me.personalInfo' },
          { path: '/shipmentTracking', label: 'shipments.title' },
          { path: '/addressManage', label: 'menu.addressManagement' },
          { path: '/couponsList', label: 'menu.coupons' },
          { path: '/points', label: 'me.points' },
          ...paymentLinks,
          { path: '/refund-settings', label: 'refund.title' },
          ...general,
        ];

  return (
    <div className="me" aria-busy={state === 'loading'}>
      <section className="me-card card" aria-labelledby="me-name">
        {state === 'member' && userInfo ? (
          <>
            <div className="me-avatar" aria-hidden="true">
              <AvatarFace member={userInfo} />
            </div>
            <div className="me-who">
              <h2 id="me-name" className="me-name">
                {chosenName(userInfo) ?? t('account.greeting')}
              </h2>
              <p className="me-coins">
                <a href={href('/points')}>{t('me.coins', { count: userInfo.points })}</a>
              </p>
            </div>
            <BellLink href={href('/message')} unread={messageNumber} />
          </>
        ) : state === 'guest' ? (
          <div className="me-guest">
            <h2 id="me-name" className="me-name">
              {t('me.guestTitle')}
            </h2>
            <p>{t('me.guestText')}</p>
            <LoginLink />
          </div>
        ) : (
          <div className="me-skeleton" aria-hidden="true">
            <span id="me-name" />
          </div>
        )}
      </section>

      {state !== 'guest' && (
        <section className="me-orders card" aria-labelledby="me-orders-title">
          <div className="me-section-head">
            <h2 id="me-orders-title">{t('me.myOrders')}</h2>
            <a href={href('/order')}>{t('me.allOrders')}</a>
          </div>
          <ul className="me-order-links">
            {ORDER_LINKS.map((o) => (
              <li key={o.key}>
                <a href={href(o.path)}>
                  <span className="me-count">{state === 'member' ? (summary?.[o.key] ?? 0) : '–'}</span>
                  <span>{t(o.label)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav className="me-links card" aria-label={t('me.accountLinks')}>
        <ul>
          {links.map((l) => (
            <li key={l.path}>
              <a href={href(l.path)}>
                <span>{t(l.label)}</span>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export default island(MeCenter);
