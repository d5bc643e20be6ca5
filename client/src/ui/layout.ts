/** Sizes and breakpoints (SPEC §9), apart from the Fluent theme so that importing them stays cheap. */
export const layout = {
  mobileBreakpoint: 992,
  sidebarWidth: 248,
  sidebarCollapsedWidth: 64,
  headerHeight: 56,
  navbarHeight: 64,
} as const;

export const mobileQuery = `(max-width: ${layout.mobileBreakpoint - 0.02}px)`;
