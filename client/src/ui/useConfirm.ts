import { useCallback, useState } from 'react';

/** Open/close state of a ConfirmDialog; the target outlives the close so the closing dialog keeps its text. */
export const useConfirm = <T>() => {
  const [state, setState] = useState<{ open: boolean; target: T | null }>({ open: false, target: null });
  const ask = useCallback((target: T) => setState({ open: true, target }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { open: state.open, target: state.target, ask, close };
};
