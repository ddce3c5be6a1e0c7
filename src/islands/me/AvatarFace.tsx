/** What the member's avatar circle shows: their picture, else their chosen name's initial, else a neutral figure. */
import type { MemberInfo } from '../../shared/contract/member';
import { chosenName } from '../../shared/member-name';

export function AvatarFace({ member }: { member: MemberInfo }) {
  if (member.avatar_url) return <img src={member.avatar_url} alt="" width={64} height={64} />;
  const name = chosenName(member);
  if (name) return <>{name.slice(0, 1).toUpperCase()}</>;
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21a8 8 0 0 1 16 0z" fill="currentColor" />
    </svg>
  );
}
