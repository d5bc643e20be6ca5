import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** A calm civic blue; Fluent uses shade 80 as the primary brand color (#215dab). */
export const brand: BrandVariants = {
  10: '#050e1a',
  20: '#08172b',
  30: '#0c2340',
  40: '#102e56',
  50: '#143a6b',
  60: '#184681',
  70: '#1d5196',
  80: '#215dab',
  90: '#2568c1',
  100: '#2f79da',
  110: '#4d8de0',
  120: '#6ca0e5',
  130: '#8ab4ea',
  140: '#a8c7f0',
  150: '#c7dbf5',
  160: '#e1ebfa',
};

export const theme: Theme = {
  ...createLightTheme(brand),
  fontFamilyBase:
    "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif",
};

export const layout = {
  mobileBreakpoint: 992,
  sidebarWidth: 248,
  sidebarCollapsedWidth: 64,
  headerHeight: 56,
  navbarHeight: 64,
} as const;

export const mobileQuery = `(max-width: ${layout.mobileBreakpoint - 0.02}px)`;
