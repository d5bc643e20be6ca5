import { usePublikProfilQuery } from '../../generated/public/hooks';

/** The profile and contact settings (footer, /profile, /kontak): one request, then from the cache. */
export const usePublikProfil = () => usePublikProfilQuery({ fetchPolicy: 'cache-first' });

/** `https://…` for a website written with or without its scheme. */
export const websiteUrl = (website: string): string => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** The website as people write it: without scheme and trailing slash. */
export const websiteLabel = (website: string): string => website.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** `tel:` address of a phone number as written on the profile (digits and a leading +). */
export const telUrl = (telepon: string): string => `tel:${telepon.replace(/[^\d+]/g, '')}`;
