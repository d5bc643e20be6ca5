/**
 * The app's Fluent theme (appTheme.ts) and its sizes and breakpoints (layout.ts). Screens that only need
 * sizes or the media query import ./layout directly and never load the theme.
 */
export { brand, theme, themeCss } from './appTheme';
export { layout, mobileQuery } from './layout';
