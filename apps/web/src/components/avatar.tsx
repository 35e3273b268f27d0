import { useState } from 'react';
import { cn } from '../lib/cn.ts';

export const AVATAR_SIZES = { sm: 32, md: 48, lg: 96 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/** Backgrounds for the initials avatar: each passes WCAG AA contrast with white text. */
const COLOURS = [
  'bg-blue-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-700',
  'bg-teal-700',
  'bg-indigo-700',
  'bg-fuchsia-700',
  'bg-sky-700',
  'bg-orange-700',
] as const;

/** Up to two letters: the first letters of the first and last words of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words.at(-1)!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A stable colour for a user id, so the same member always gets the same default avatar. */
export function avatarColour(id: string): (typeof COLOURS)[number] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLOURS[Math.abs(hash) % COLOURS.length]!;
}

export type AvatarProps = {
  /** The member's id: picks the colour of the initials avatar. */
  id: string;
  name: string;
  /** The photo URL; null or a broken image shows the initials instead. */
  src: string | null | undefined;
  size?: AvatarSize;
  /** Text for screen readers; empty (decorative) by default, because the name is shown next to it. */
  alt?: string;
  className?: string;
};

/** A member's photo, or their initials on a colour picked from their id. */
export function Avatar({ id, name, src, size = 'md', alt = '', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const px = AVATAR_SIZES[size];
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full select-none',
    size === 'sm' ? 'size-8 text-xs' : size === 'md' ? 'size-12 text-base' : 'size-24 text-3xl',
    className,
  );
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        data-slot="avatar"
        className={cn(box, 'bg-slate-200 object-cover')}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      data-slot="avatar"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(box, 'font-semibold text-white', avatarColour(id))}
    >
      {initialsOf(name)}
    </span>
  );
}
