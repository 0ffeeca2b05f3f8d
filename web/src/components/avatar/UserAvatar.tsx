import { type AvatarPerson, avatarInitials } from './avatar-initials.ts';

interface UserAvatarProps {
  person: (AvatarPerson & { profileImageUrl?: string | null }) | null | undefined;
  /** Tailwind size and text classes, e.g. "size-9 text-sm". */
  className?: string;
}

/** Profile photo if there is one, otherwise initials. Decorative: the name is always written nearby. */
export function UserAvatar({ person, className = 'size-9 text-sm' }: UserAvatarProps) {
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${className}`;
  if (person?.profileImageUrl) {
    return <img src={person.profileImageUrl} alt="" className={`${base} object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${base} bg-brand-700 font-semibold text-white`}>
      {avatarInitials(person)}
    </span>
  );
}
