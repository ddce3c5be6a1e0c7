import { describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../shared/contract/member';
import { createFetcherStore } from './query';
import { $userInfo } from './state';

const member = (member_no: string) =>
  ({
    member_no,
    user_name: member_no,
    avatar_url: '',
    points: 0,
    phone: '',
    email: '',
    country_code: '',
    has_password: false,
    birthday: '',
  }) as MemberInfo;

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page-reset counter (spec §3)', () => {
  it('asks again for every answer when the member changes, not when the same member is updated', async () => {
    const fetcher = vi.fn(async () => 'answer');
    const $thing = createFetcherStore<string>(['page-reset-test'], { fetcher });
    const stop = $thing.listen(() => {});
    await settled();
    expect(fetcher).toHaveBeenCalledTimes(1);

    $userInfo.setKey('userInfo', member('M1'));
    await settled();
    expect(fetcher).toHaveBeenCalledTimes(2);

    // The same member's figures changing is not a login.
    $userInfo.setKey('userInfo', { ...member('M1'), points: 50 });
    await settled();
    expect(fetcher).toHaveBeenCalledTimes(2);

    $userInfo.setKey('userInfo', null);
    await settled();
    expect(fetcher).toHaveBeenCalledTimes(3);
    stop();
  });
});
