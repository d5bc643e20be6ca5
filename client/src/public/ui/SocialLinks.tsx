import type { ReactNode } from 'react';
import { cx } from './cx';
import { Facebook, Instagram, XSocial, YouTube } from './icons';
import styles from './SocialLinks.module.css';

interface Social {
  instagram: string;
  facebook: string;
  twitter: string;
  youtubeChannel: string;
}

/** `https://instagram.com/x` from a full address or a bare `@handle`. */
export const socialUrl = (value: string, base: string): string => {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return v;
  return `${base}${v.replace(/^@/, '')}`;
};

/** The office's social media accounts that are filled in, as labelled icon links (new tab). */
export function SocialLinks({ profil, className, onDark = false }: { profil: Social; className?: string; onDark?: boolean }) {
  const items: { label: string; href: string; icon: ReactNode }[] = [];
  if (profil.instagram) items.push({ label: 'Instagram', href: socialUrl(profil.instagram, 'https://instagram.com/'), icon: <Instagram /> });
  if (profil.facebook) items.push({ label: 'Facebook', href: socialUrl(profil.facebook, 'https://facebook.com/'), icon: <Facebook /> });
  if (profil.twitter) items.push({ label: 'X (Twitter)', href: socialUrl(profil.twitter, 'https://x.com/'), icon: <XSocial /> });
  if (profil.youtubeChannel) items.push({ label: 'YouTube', href: socialUrl(profil.youtubeChannel, 'https://youtube.com/'), icon: <YouTube /> });
  if (items.length === 0) return null;
  return (
    <ul className={cx(styles.list, className)} aria-label="Media sosial">
      {items.map((i) => (
        <li key={i.label}>
          <a
            className={cx(styles.link, onDark ? styles.dark : styles.light)}
            href={i.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${i.label} (membuka tab baru)`}
            title={i.label}
          >
            {i.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
