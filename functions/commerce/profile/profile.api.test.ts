// The profile calls on the seeded local D1 and R2, through the whole worker (BFF, cookie, multipart passthrough):
// name, birth date and avatar, each acting on the session's member only.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../../src/worker';
import type { MemberInfo } from '../../../src/shared/contract/member';
import { AVATAR_MAX_BYTES } from '../../../src/shared/contract/rules';
import { ERR, type Envelope } from '../../../src/shared/errors';
import {
  contains,
  halves,
  jpegOf,
  near,
  pixelAt,
  pixelsOf,
  pngOf,
  WEBP_OPAQUE,
  WEBP_TRANSPARENT,
  withTrailing,
} from '../../../tests/api/images';
import { hashPassword } from '../member/password';
import { sha256Hex } from '../../platform/tokens';

const ORIGIN = 'http://localhost';
const NOW = Date.now();

async function send(path: string, init: RequestInit & { sid?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('X-Locale', 'ID');
  headers.set('Language', 'en');
  if (init.sid) headers.set('Cookie', `sid=${init.sid}`);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}/api${path}`, { ...init, headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function put<T = MemberInfo>(path: string, body: unknown, sid?: string) {
  const res = await send(path, {
    method: 'PUT',
    sid,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function upload(bytes: Uint8Array, sid?: string, name = 'avatar.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const res = await send('/member/user/update_avatar', { method: 'PUT', sid, body: form });
  return { status: res.status, body: (await res.json()) as Envelope<MemberInfo> };
}

async function info(sid: string) {
  const res = await send('/member/user/info', { sid });
  return ((await res.json()) as Envelope<MemberInfo>).data;
}

/** A member created for the test with a live session; returns its id, member_no and session token. */
async function newMember(name = `Tester ${crypto.randomUUID().slice(0, 8)}`) {
  const memberNo = `M-PROF-${crypto.randomUUID()}`;
  const token = `prof-${crypto.randomUUID()}`;
  const row = await env.DB_ID.prepare(
    'INSERT INTO members (member_no, user_name, points, status, created_at) VALUES (?, ?, 0, 1, ?) RETURNING id',
  )
    .bind(memberNo, name, NOW)
    .first<{ id: number }>();
  await env.DB_ID.prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await sha256Hex(token), row!.id, NOW, NOW + 3_600_000)
    .run();
  return { id: row!.id, memberNo, token, name };
}

const PNG = pngOf(16, 8);
const JPEG = jpegOf(16, 8);

describe('PUT member/user/update_name', () => {
  it("renames the session's member and answers the member's info", async () => {
    const m = await newMember();
    const name = `Ayu ${crypto.randomUUID().slice(0, 6)}`;
    const res = await put('/member/user/update_name', { user_name: name }, m.token);
    expect([res.status, res.body.code, res.body.data.user_name]).toEqual([200, 0, name]);
    expect((await info(m.token)).user_name).toBe(name);
  });

  it("answers 1101001 for another member's name, in any case, and changes nothing", async () => {
    const taken = await newMember();
    const m = await newMember();
    const res = await put('/member/user/update_name', { user_name: taken.name.toUpperCase() }, m.token);
    expect([res.status, res.body.code, res.body.msg]).toEqual([409, ERR.NAME_EXISTS, 'This name is already taken.']);
    expect((await info(m.token)).user_name).toBe(m.name);
  });

  it('lets a member keep their own name', async () => {
    const m = await newMember();
    expect((await put('/member/user/update_name', { user_name: m.name }, m.token)).body.code).toBe(0);
  });

  it.each([
    ['empty', { user_name: '' }],
    ['too long', { user_name: 'x'.repeat(41) }],
    ['spaces at an end', { user_name: ' Ayu' }],
    ['a control character', { user_name: 'A\u0007yu' }],
    ['not a string', { user_name: 7 }],
    ['missing', {}],
    ['not JSON', '{user_name'],
    ['an array', '[]'],
  ])('answers 1101020 for a name %s', async (_, body) => {
    const m = await newMember();
    const res = await put('/member/user/update_name', body, m.token);
    expect([res.status, res.body.code]).toEqual([400, ERR.INVALID_PARAMETER]);
  });

  it('ignores a member id in the body: only the session member changes', async () => {
    const victim = await newMember();
    const m = await newMember();
    const name = `Own ${crypto.randomUUID().slice(0, 6)}`;
    const res = await put('/member/user/update_name', { user_name: name, member_id: victim.id, member_no: victim.memberNo }, m.token);
    expect(res.body.data.member_no).toBe(m.memberNo);
    expect((await info(victim.token)).user_name).toBe(victim.name);
  });

  it('answers 401 without a session', async () => {
    expect((await put('/member/user/update_name', { user_name: 'Guest' })).status).toBe(401);
  });
});

describe('PUT member/user/update_birthday', () => {
  it('sets the birth date once, then answers 1101011 within the year and keeps the first', async () => {
    const m = await newMember();
    const first = await put('/member/user/update_birthday', { birthday: '1990-05-17' }, m.token);
    expect([first.status, first.body.code, first.body.data.birthday]).toEqual([200, 0, '1990-05-17']);
    expect(first.body.data.birthday_locked_until).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
    const second = await put('/member/user/update_birthday', { birthday: '1991-06-18' }, m.token);
    expect([second.status, second.body.code]).toEqual([409, ERR.BIRTHDAY_ONCE_A_YEAR]);
    expect(second.body.msg).toBe('Your birthday can be changed once a year.');
    expect((await info(m.token)).birthday).toBe('1990-05-17');
  });

  it('allows a change again a year after the last', async () => {
    const m = await newMember();
    const yearAgo = Date.now() - 366 * 24 * 3600 * 1000;
    await env.DB_ID.prepare("UPDATE members SET birthday = '1980-01-01', birthday_changed_at = ? WHERE id = ?").bind(yearAgo, m.id).run();
    const res = await put('/member/user/update_birthday', { birthday: '1981-02-02' }, m.token);
    expect([res.body.code, res.body.data.birthday]).toEqual([0, '1981-02-02']);
  });

  it.each([
    ['not a date', 'soon'],
    ['a day that does not exist', '1990-02-30'],
    ['in the future', `${new Date().getUTCFullYear() + 1}-01-01`],
    ['before 1900', '1899-12-31'],
    ['another format', '17/05/1990'],
    ['a number', 19900517],
  ])('answers 1101020 for a birth date %s, without using up the year', async (_, birthday) => {
    const m = await newMember();
    const res = await put('/member/user/update_birthday', { birthday }, m.token);
    expect([res.status, res.body.code]).toEqual([400, ERR.INVALID_PARAMETER]);
    expect((await put('/member/user/update_birthday', { birthday: '2000-01-01' }, m.token)).body.code).toBe(0);
  });

  it("ignores a member id in the body and never touches another member's date", async () => {
    const victim = await newMember();
    const m = await newMember();
    await put('/member/user/update_birthday', { birthday: '1970-03-03', member_id: victim.id }, m.token);
    expect((await info(victim.token)).birthday).toBe('');
    expect((await put('/member/user/update_birthday', { birthday: '1999-09-09' }, victim.token)).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await put('/member/user/update_birthday', { birthday: '1990-01-01' })).status).toBe(401);
  });
});

describe('PUT member/user/update_avatar and GET member/user/avatar/{key}', () => {
  it.each([
    { name: 'PNG', bytes: PNG, type: 'image/png' },
    { name: 'JPEG', bytes: JPEG, type: 'image/jpeg' },
    { name: 'opaque WebP', bytes: WEBP_OPAQUE, type: 'image/jpeg' },
    { name: 'transparent WebP', bytes: WEBP_TRANSPARENT, type: 'image/png' },
  ])(
    'stores a $name, answers its address on our origin and serves the same picture as $type with a long cache',
    async ({ bytes, type }) => {
      const m = await newMember();
      const res = await upload(bytes, m.token, 'picture.bin', 'application/octet-stream');
      expect([res.status, res.body.code]).toEqual([200, 0]);
      const url = res.body.data.avatar_url;
      expect(url).toMatch(/^\/api\/member\/user\/avatar\/[\w-]+$/);
      expect((await info(m.token)).avatar_url).toBe(url);
      const image = await send(url.replace(/^\/api/, ''));
      expect(image.status).toBe(200);
      expect(image.headers.get('Content-Type')).toBe(type);
      expect(image.headers.get('Cache-Control')).toContain('max-age=31536000');
      const served = pixelsOf(new Uint8Array(await image.arrayBuffer()));
      expect([served.width, served.height]).toEqual([16, 8]);
      expect(near(pixelAt(served, 2, 6), halves(2, 16))).toBe(true);
      expect(near(pixelAt(served, 13, 1), halves(13, 16))).toBe(true);
    },
  );

  it('stores the avatar re-encoded: HTML appended after the picture is not served from our origin', async () => {
    const m = await newMember();
    const html = '<html><script>alert(document.cookie)</script></html>';
    const res = await upload(withTrailing(PNG, html), m.token);
    expect(res.body.code).toBe(0);
    const image = await send(res.body.data.avatar_url.replace(/^\/api/, ''));
    const served = new Uint8Array(await image.arrayBuffer());
    expect(contains(served, '<script')).toBe(false);
    expect(pixelsOf(served).data).toEqual(pixelsOf(PNG).data);
  });

  it('deletes the avatar a new one replaces', async () => {
    const m = await newMember();
    const first = (await upload(PNG, m.token)).body.data.avatar_url;
    const second = (await upload(JPEG, m.token)).body.data.avatar_url;
    expect(second).not.toBe(first);
    const gone = await send(first.replace(/^\/api/, ''));
    expect([gone.status, ((await gone.json()) as Envelope).code]).toEqual([404, ERR.CONTENT_NOT_FOUND]);
  });

  it('refuses an image of 801 KB with 1101028 and its message', async () => {
    const m = await newMember();
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1024);
    big.set(PNG);
    const res = await upload(big, m.token);
    expect([res.status, res.body.code]).toEqual([400, ERR.AVATAR_INVALID]);
    expect(res.body.msg).toBe('The avatar must be a PNG, JPEG or WebP image of at most 800 KB and 4 megapixels.');
    expect((await info(m.token)).avatar_url).toBe('');
  });

  it('accepts exactly 800 KB', async () => {
    const m = await newMember();
    const limit = new Uint8Array(AVATAR_MAX_BYTES);
    limit.set(PNG);
    expect((await upload(limit, m.token)).body.code).toBe(0);
  });

  it('refuses a PDF named .png and sent as image/png', async () => {
    const m = await newMember();
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const res = await upload(pdf, m.token, 'avatar.png', 'image/png');
    expect([res.status, res.body.code]).toEqual([400, ERR.AVATAR_INVALID]);
  });

  it.each([
    ['no file field', () => new FormData()],
    [
      'the file as text',
      () => {
        const f = new FormData();
        f.set('file', 'not a file');
        return f;
      },
    ],
  ])('answers 1101020 for a form with %s', async (_, form) => {
    const m = await newMember();
    const res = await send('/member/user/update_avatar', { method: 'PUT', sid: m.token, body: form() });
    expect([res.status, ((await res.json()) as Envelope).code]).toEqual([400, ERR.INVALID_PARAMETER]);
  });

  it('answers 1101020 for a malformed multipart body', async () => {
    const m = await newMember();
    const res = await send('/member/user/update_avatar', {
      method: 'PUT',
      sid: m.token,
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot closed',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect([res.status, ((await res.json()) as Envelope).code]).toEqual([400, ERR.INVALID_PARAMETER]);
  });

  it('answers 1101020 for a JSON body', async () => {
    const m = await newMember();
    const res = await put('/member/user/update_avatar', { file: 'x' }, m.token);
    expect([res.status, res.body.code]).toEqual([400, ERR.INVALID_PARAMETER]);
  });

  it('answers 401 without a session and stores nothing', async () => {
    expect((await upload(PNG)).status).toBe(401);
  });

  it("ignores a member id in the form: another member's avatar stays", async () => {
    const victim = await newMember();
    const before = (await upload(PNG, victim.token)).body.data.avatar_url;
    const m = await newMember();
    const form = new FormData();
    form.set('file', new File([JPEG], 'a.jpg'));
    form.set('member_id', String(victim.id));
    await send('/member/user/update_avatar', { method: 'PUT', sid: m.token, body: form });
    expect((await info(victim.token)).avatar_url).toBe(before);
    expect((await send(before.replace(/^\/api/, ''))).status).toBe(200);
  });

  it.each([
    ['unknown', 'AAAAAAAAAAAAAAAAAAAAAAAA', 404, ERR.CONTENT_NOT_FOUND],
    ['malformed', 'a.b', 400, ERR.INVALID_PARAMETER],
  ])('answers an %s key with its code', async (_, key, status, code) => {
    const res = await send(`/member/user/avatar/${key}`);
    expect([res.status, ((await res.json()) as Envelope).code]).toEqual([status, code]);
  });
});

describe('PUT member/user/change_password', () => {
  /** A member with an e-mail, a password and two sessions (this device and another). */
  async function memberWithPassword(password = 'Old1234') {
    const m = await newMember();
    const email = `${m.memberNo.toLowerCase()}@example.com`;
    await env.DB_ID.prepare('UPDATE members SET email = ?, password_hash = ? WHERE id = ?')
      .bind(email, await hashPassword(password, 1000), m.id)
      .run();
    const other = `prof-other-${crypto.randomUUID()}`;
    await env.DB_ID.prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(await sha256Hex(other), m.id, NOW, NOW + 3_600_000)
      .run();
    return { ...m, email, other };
  }

  /** A solved password captcha of the account, as random_code_check leaves it. */
  async function nonceFor(accountKey: string): Promise<string> {
    const nonce = crypto.randomUUID();
    await env.DB_AUTH.prepare(
      "INSERT INTO captcha_nonces (nonce_hash, account_key, purpose, solved_by, expires_at) VALUES (?, ?, 'password', 'image', ?)",
    )
      .bind(await sha256Hex(nonce), accountKey, Date.now() + 300_000)
      .run();
    return nonce;
  }

  const change = async (m: { email: string; token: string }, old_password: string, password: string, extra = {}) =>
    put<null>(
      '/member/user/change_password',
      { old_password, password, type_id: 1, image_nonce: await nonceFor(m.email), ...extra },
      m.token,
    );

  it("changes the password with the current one and ends the member's other sessions only", async () => {
    const m = await memberWithPassword();
    const res = await change(m, 'Old1234', 'New5678!');
    expect([res.status, res.body.code]).toEqual([200, 0]);
    expect((await send('/member/user/info', { sid: m.other })).status).toBe(401);
    expect((await send('/member/user/info', { sid: m.token })).status).toBe(200);
    // The new password is the current one now.
    expect((await change(m, 'New5678!', 'Again123')).body.code).toBe(0);
  });

  it('answers 1101008 for a wrong current password and counts it like a failed login', async () => {
    const m = await memberWithPassword();
    const wrong = await change(m, 'Wrong999', 'New5678!');
    expect([wrong.status, wrong.body.code]).toEqual([400, ERR.WRONG_PASSWORD]);
    const row = await env.DB_ID.prepare('SELECT failures FROM password_failures WHERE account_key = ?')
      .bind(m.email)
      .first<{ failures: number }>();
    expect(row?.failures).toBe(1);
    for (let i = 0; i < 4; i++) await change(m, 'Wrong999', 'New5678!');
    // Locked like the login: even the right password is refused now, here and at the login.
    expect((await change(m, 'Old1234', 'New5678!')).body.code).toBe(ERR.TOO_MANY_FAILURES);
    const login = await send('/member/user/login', {
      method: 'POST',
      body: JSON.stringify({ login_type: 2, account: m.email, password: 'Old1234', image_nonce: await nonceFor(m.email) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(((await login.json()) as Envelope).code).toBe(ERR.TOO_MANY_FAILURES);
    expect((await send('/member/user/info', { sid: m.other })).status).toBe(200);
  });

  it('answers 1101002 without a captcha of the member, and spends nothing else', async () => {
    const m = await memberWithPassword();
    const other = await memberWithPassword();
    const res = await put<null>(
      '/member/user/change_password',
      { old_password: 'Old1234', password: 'New5678!', type_id: 1, image_nonce: await nonceFor(other.email) },
      m.token,
    );
    expect(res.body.code).toBe(ERR.INVALID_CODE);
    expect((await change(m, 'Old1234', 'New5678!')).body.code).toBe(0);
  });

  it.each([
    ['an invalid new password', { password: 'abc' }],
    ['a new password with other characters', { password: 'abc def 123' }],
    ['a captcha of a phone the member does not have', { type_id: 2 }],
    ['an unknown account type', { type_id: 9 }],
    ['no current password', { old_password: undefined }],
    ['no nonce', { image_nonce: undefined }],
  ])('answers 1101020 for %s', async (_, extra) => {
    const m = await memberWithPassword();
    const res = await change(m, 'Old1234', 'New5678!', extra);
    expect([res.status, res.body.code]).toEqual([400, ERR.INVALID_PARAMETER]);
  });

  it("changes only the session member's password, whatever member the body names", async () => {
    const victim = await memberWithPassword('Victim12');
    const m = await memberWithPassword();
    expect((await change(m, 'Old1234', 'New5678!', { member_id: victim.id })).body.code).toBe(0);
    expect((await send('/member/user/info', { sid: victim.other })).status).toBe(200);
    expect((await change(victim, 'Victim12', 'Other123')).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const res = await put('/member/user/change_password', { old_password: 'a', password: 'b', type_id: 1, image_nonce: 'n' });
    expect(res.status).toBe(401);
  });
});

describe('PUT member/user/update_info', () => {
  it('changes the name and the birth date at once', async () => {
    const m = await newMember();
    const name = `Both ${crypto.randomUUID().slice(0, 6)}`;
    const res = await put('/member/user/update_info', { user_name: name, birthday: '1985-08-08' }, m.token);
    expect([res.body.code, res.body.data.user_name, res.body.data.birthday]).toEqual([0, name, '1985-08-08']);
  });

  it('changes the name alone without using up the birth date year', async () => {
    const m = await newMember();
    expect((await put('/member/user/update_info', { user_name: `Solo ${crypto.randomUUID().slice(0, 6)}` }, m.token)).body.code).toBe(0);
    expect((await put('/member/user/update_birthday', { birthday: '1999-01-01' }, m.token)).body.code).toBe(0);
  });

  it('changes nothing when one rule refuses: 1101011 keeps the new name out', async () => {
    const m = await newMember();
    await put('/member/user/update_birthday', { birthday: '1990-05-17' }, m.token);
    const res = await put(
      '/member/user/update_info',
      { user_name: `Late ${crypto.randomUUID().slice(0, 6)}`, birthday: '1991-01-01' },
      m.token,
    );
    expect([res.status, res.body.code]).toEqual([409, ERR.BIRTHDAY_ONCE_A_YEAR]);
    expect((await info(m.token)).user_name).toBe(m.name);
  });

  it('changes nothing when one rule refuses: 1101001 keeps the birth date out', async () => {
    const taken = await newMember();
    const m = await newMember();
    const res = await put('/member/user/update_info', { user_name: taken.name, birthday: '1991-01-01' }, m.token);
    expect([res.status, res.body.code]).toEqual([409, ERR.NAME_EXISTS]);
    expect((await info(m.token)).birthday).toBe('');
  });

  it.each([
    ['neither field', {}],
    ['a bad name', { user_name: '' }],
    ['a bad birth date', { birthday: '1990-13-01' }],
    ['a future birth date', { user_name: 'Fine Name', birthday: '2999-01-01' }],
  ])('answers 1101020 for %s', async (_, body) => {
    const m = await newMember();
    const res = await put('/member/user/update_info', body, m.token);
    expect([res.status, res.body.code]).toEqual([400, ERR.INVALID_PARAMETER]);
  });

  it("ignores a member id in the body: another member's profile stays", async () => {
    const victim = await newMember();
    const m = await newMember();
    await put('/member/user/update_info', { birthday: '1977-07-07', member_id: victim.id, member_no: victim.memberNo }, m.token);
    expect((await info(victim.token)).birthday).toBe('');
    expect((await info(m.token)).birthday).toBe('1977-07-07');
  });

  it('answers 401 without a session', async () => {
    expect((await put('/member/user/update_info', { user_name: 'Guest' })).status).toBe(401);
  });
});
