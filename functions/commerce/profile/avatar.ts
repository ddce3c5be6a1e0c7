/**
 * Avatars (spec §5, §9): a PNG, JPEG or WebP of at most 800 KB, kept re-encoded (../images.ts: what was sent is never
 * served) in the AVATARS R2 bucket under a random key and served from our origin by the avatar call. A new avatar gets
 * a new key, so its address can be cached for a year.
 */
import { eq } from 'drizzle-orm';
import { avatar } from '../../../src/shared/contract/profile';
import { AVATAR_MAX_BYTES } from '../../../src/shared/contract/rules';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../../platform/context';
import { reencodeImage } from '../images';
import type { MemberRow } from '../../platform/session';
import { randomToken } from '../../platform/tokens';
import { members } from '../../platform/schema';

const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** Stores the file as the member's avatar and deletes the one it replaces. */
export async function replaceAvatar(c: CommerceContext, member: MemberRow, file: File): Promise<MemberRow> {
  if (file.size > AVATAR_MAX_BYTES) throw new ApiError(ERR.AVATAR_INVALID, 'avatar too large');
  const image = await reencodeImage(await file.arrayBuffer());
  if (!image) throw new ApiError(ERR.AVATAR_INVALID, 'avatar not an image');
  const bucket = c.env.AVATARS;
  const key = randomToken(18);
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type, cacheControl: CACHE_FOR_A_YEAR } });
  let row: MemberRow | undefined;
  try {
    [row] = await c
      .get('db')
      .update(members)
      .set({ avatarKey: key, avatarUrl: `/api${avatar.path.replace('{key}', key)}` })
      .where(eq(members.id, member.id))
      .returning();
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
  if (member.avatarKey) {
    // The change is made and must be answered as made: a replaced object left behind costs storage only.
    await bucket.delete(member.avatarKey).catch((error: unknown) => {
      console.error(JSON.stringify({ requestId: c.get('requestId'), at: 'avatar', error: String(error) }));
    });
  }
  // The session's member was read by this request: the row exists.
  return row!;
}

/** An avatar's bytes with its type and a year's cache; 1108001 for a key we do not have. */
export async function avatarResponse(c: CommerceContext, key: string): Promise<Response> {
  const object = await c.env.AVATARS.get(key);
  if (!object) throw new ApiError(ERR.CONTENT_NOT_FOUND, 'avatar not found');
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Cache-Control': CACHE_FOR_A_YEAR,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
