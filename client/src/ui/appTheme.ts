// From @fluentui/react-theme (what react-components re-exports): light enough for the build to read too
// (vite.config.ts imports this file to write the theme's CSS variables into index.html for the public
// pages, so it imports nothing relative).
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-theme';

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

const createTheme = (): Theme => ({
  ...createLightTheme(brand),
  fontFamilyBase:
    "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif",
});

/** The app's Fluent theme. Pure: a module that only needs `layout` does not build (or ship) it. */
export const theme: Theme = /* @__PURE__ */ createTheme();

/** `:root { --token: value; … }`: the theme as CSS variables, for pages rendered without a FluentProvider. */
export const themeCss = (t: Theme = theme): string =>
  `:root{${Object.entries(t)
    .map(([name, value]) => `--${name}:${String(value)};`)
    .join('')}}`;
