import type { SVGProps } from 'react';

/**
 * The few icons of the public pages as inline SVG (24 px grid, stroke follows `currentColor`): no icon
 * library in the first download. Decorative by default (aria-hidden); give a label where an icon
 * stands alone.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const Icon = ({ size = 20, children, ...rest }: IconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable="false"
    {...rest}
  >
    {children}
  </svg>
);

export const ChevronLeft = (p: IconProps) => <Icon {...p}><path d="M15 5l-7 7 7 7" /></Icon>;
export const ChevronRight = (p: IconProps) => <Icon {...p}><path d="M9 5l7 7-7 7" /></Icon>;
export const ChevronDown = (p: IconProps) => <Icon {...p}><path d="M6 9l6 6 6-6" /></Icon>;
export const ArrowRight = (p: IconProps) => <Icon {...p}><path d="M4 12h15M13 6l6 6-6 6" /></Icon>;
export const ArrowLeft = (p: IconProps) => <Icon {...p}><path d="M20 12H5M11 6l-6 6 6 6" /></Icon>;
export const Pause = (p: IconProps) => <Icon {...p}><path d="M9 5v14M15 5v14" /></Icon>;
export const Play = (p: IconProps) => <Icon {...p}><path d="M8 5l11 7-11 7z" /></Icon>;
export const Search = (p: IconProps) => <Icon {...p}><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></Icon>;
export const Menu = (p: IconProps) => <Icon {...p}><path d="M4 7h16M4 12h16M4 17h16" /></Icon>;
export const Dismiss = (p: IconProps) => <Icon {...p}><path d="M6 6l12 12M18 6L6 18" /></Icon>;
export const Calendar = (p: IconProps) => (
  <Icon {...p}><rect x="3.5" y="5" width="17" height="15" rx="2.5" /><path d="M3.5 10h17M8 3v4M16 3v4" /></Icon>
);
export const Location = (p: IconProps) => (
  <Icon {...p}><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></Icon>
);
export const Phone = (p: IconProps) => (
  <Icon {...p}><path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" /></Icon>
);
export const Mail = (p: IconProps) => (
  <Icon {...p}><rect x="3" y="5.5" width="18" height="13" rx="2" /><path d="M3.5 7l8.5 6 8.5-6" /></Icon>
);
export const Globe = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="12" r="8.5" /><path d="M3.5 12h17M12 3.5c2.5 2.6 3.5 5.4 3.5 8.5s-1 5.9-3.5 8.5c-2.5-2.6-3.5-5.4-3.5-8.5s1-5.9 3.5-8.5z" /></Icon>
);
export const MapIcon = (p: IconProps) => (
  <Icon {...p}><path d="M3.5 6.5l5-2 7 2.5 5-2v13l-5 2-7-2.5-5 2z" /><path d="M8.5 4.5v13M15.5 7v13" /></Icon>
);
export const External = (p: IconProps) => (
  <Icon {...p}><path d="M14 4.5h5.5V10M19.5 4.5L11 13M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" /></Icon>
);
export const Document = (p: IconProps) => (
  <Icon {...p}><path d="M6.5 3.5h7l4.5 4.5v12.5h-11.5z" /><path d="M13.5 3.5V8h4.5M9 12.5h6M9 16h6" /></Icon>
);
export const Handshake = (p: IconProps) => (
  <Icon {...p}><path d="M2.5 11l4-4 3 1.5 2.5-1.5 3 .5 4.5 4" /><path d="M2.5 11l6 6.5a1.6 1.6 0 0 0 2.3 0l.7-.7M21.5 11.5L15 18a1.6 1.6 0 0 1-2.3 0L9 14.3" /><path d="M12 8l-3 3a1.4 1.4 0 0 0 2 2l2.5-2" /></Icon>
);
export const Instagram = (p: IconProps) => (
  <Icon {...p}><rect x="3.5" y="3.5" width="17" height="17" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" /></Icon>
);
export const Facebook = (p: IconProps) => (
  <Icon {...p}><path d="M14.5 8.5h2.5V5h-2.5a4 4 0 0 0-4 4v2.5H8V15h2.5v6h3.5v-6h2.6l.4-3.5h-3v-2a1 1 0 0 1 1-1z" /></Icon>
);
export const XSocial = (p: IconProps) => (
  <Icon {...p}><path d="M4.5 4.5l15 15M19.5 4.5l-15 15" /></Icon>
);
export const YouTube = (p: IconProps) => (
  <Icon {...p}><rect x="2.5" y="5.5" width="19" height="13" rx="4" /><path d="M10.5 9.5v5l4.5-2.5z" fill="currentColor" /></Icon>
);
export const Quote = (p: IconProps) => (
  <Icon {...p} strokeWidth={0} fill="currentColor">
    <path d="M9.6 6C6.3 7.3 4 10.3 4 14v4h6v-6H7.2c.3-2 1.6-3.6 3.4-4.4zM19.6 6c-3.3 1.3-5.6 4.3-5.6 8v4h6v-6h-2.8c.3-2 1.6-3.6 3.4-4.4z" />
  </Icon>
);
