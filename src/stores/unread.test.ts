import { describe, expect, it } from 'vitest';
import { $userInfo } from './state';
import { refreshUnreadCount, setUnreadCount } from './unread';

describe('unread count', () => {
  it('keeps the count a read answered while a load was on its way', async () => {
    let answerLoad: (n: number) => void = () => {};
    const loading = refreshUnreadCount(() => new Promise<number>((resolve) => (answerLoad = resolve)));
    setUnreadCount(0);
    answerLoad(4);
    await loading;
    expect($userInfo.get().messageNumber).toBe(0);
  });

  it('takes a loaded count when nothing was read meanwhile', async () => {
    setUnreadCount(1);
    await refreshUnreadCount(async () => 120);
    expect($userInfo.get().messageNumber).toBe(120);
  });
});
