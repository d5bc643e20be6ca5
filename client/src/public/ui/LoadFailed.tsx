import { ActionButton } from './Action';
import { cx } from './cx';
import ui from './public.module.css';

/** A failed public request: say so and offer to try again (the error toast has the details). */
export function LoadFailed({ onRetry, message = 'Data tidak dapat dimuat.' }: { onRetry(): void; message?: string }) {
  return (
    <div className={ui.container} style={{ paddingTop: 32, paddingBottom: 32 }}>
      <div className={cx(ui.card, ui.empty)} role="alert" style={{ display: 'grid', gap: 12, justifyItems: 'center' }}>
        <p style={{ margin: 0 }}>{message}</p>
        <ActionButton appearance="primary" onClick={onRetry}>
          Coba lagi
        </ActionButton>
      </div>
    </div>
  );
}
