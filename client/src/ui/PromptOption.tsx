import type { ReactNode } from 'react';
import { makeStaticStyles, tokens } from '@fluentui/react-components';

const usePromptStyles = makeStaticStyles({
  'select:has(> option[data-prompt]:checked)': { color: tokens.colorNeutralForeground4 },
  'select:has(> option[data-prompt]:checked) > option': { color: tokens.colorNeutralForeground1 },
});

/**
 * The first, empty choice of a Select that asks for a value ("Pilih Level"). While it is chosen the box shows
 * it grey, as an input shows its placeholder, so it does not read as a value ("Semua" of a filter is a value).
 */
export const PromptOption = ({ children }: { children: ReactNode }) => {
  usePromptStyles();
  return (
    <option value="" data-prompt="">
      {children}
    </option>
  );
};
