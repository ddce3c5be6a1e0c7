// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { $messages } from '../stores/i18n';
import { $userInfo } from '../stores/state';
import { showUnreadCountIn } from './message-bell';

const BELL = '<a data-message-bell href="/message" aria-label="Messages"><span data-count-badge hidden></span></a>';

describe('the bell', () => {
  it('shows the unread count on every bell, capped at 99+, names it, and hides the badge at zero', () => {
    $messages.set({ 'inbox.bell': 'Messages', 'inbox.bellUnread': 'Messages, {count} unread' });
    document.body.innerHTML = BELL + BELL;
    $userInfo.setKey('messageNumber', 0);
    const bells = [...document.querySelectorAll<HTMLElement>('[data-message-bell]')];
    showUnreadCountIn(bells);
    const state = () =>
      bells.map((b) => [b.getAttribute('aria-label'), b.querySelector<HTMLElement>('[data-count-badge]')!.hidden, b.textContent]);
    expect(state()).toEqual([
      ['Messages', true, ''],
      ['Messages', true, ''],
    ]);

    $userInfo.setKey('messageNumber', 1);
    expect(state()[1]).toEqual(['Messages, 1 unread', false, '1']);
    $userInfo.setKey('messageNumber', 100);
    expect(state()[0]).toEqual(['Messages, 99+ unread', false, '99+']);
    $userInfo.setKey('messageNumber', 0);
    expect(state()[0]).toEqual(['Messages', true, '']);
  });
});
