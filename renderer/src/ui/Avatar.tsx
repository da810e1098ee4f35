import styles from './Avatar.module.css';

/** Spec core §9: sm 24, md 32, lg 40, xl 72 px. */
export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  name: string;
  src?: string | null;
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

/** A person's photo or initials. Decorative: the name is always written next to it. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  return (
    <span className={`${styles.avatar} ${styles[size]}`} aria-hidden="true">
      {src ? <img src={src} alt="" /> : initials(name)}
    </span>
  );
}
