import type { GriffelStyle } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-components';

/** Out of sight but read by screen readers (and, for a file input, still clickable through its label). */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** A dialog's fields two to a row, one under 600 px. */
export const twoColumnGrid: GriffelStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: tokens.spacingHorizontalL,
  '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
};
