import { profilePhotoAtSize, type AvatarSize } from '@shared/rules/profilePhoto';
import styles from './Avatar.module.css';

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** Spec core §9: sm 24, md 32, lg 40, xl 72 px (AVATAR_SIZES). */
  size?: AvatarSize;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

/**
 * A person's photo or initials. Decorative: the name is always written next to it. An uploaded
 * photo is shown from its file of this size (the server stores one per avatar size).
 */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  return (
    <span className={`${styles.avatar} ${styles[size]}`} aria-hidden="true">
      {src ? <img src={profilePhotoAtSize(src, size)} alt="" /> : initials(name)}
    </span>
  );
}
