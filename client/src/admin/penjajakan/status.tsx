import { Badge } from '@fluentui/react-components';
import { PENJAJAGAN_STATUSES, penjajaganStatusText } from '@rules/penjajagan';

/** SPEC §4: 0 Baru, 1 Proses, 2 Disetujui, 3 Tidak Disetujui (the filter and the form use the same labels). */
export const STATUS_OPTIONS: readonly { value: string; text: string }[] = PENJAJAGAN_STATUSES.map((s) => ({
  value: String(s),
  text: penjajaganStatusText(s),
}));

const COLOR: Record<number, 'informative' | 'warning' | 'success' | 'danger'> = {
  0: 'informative',
  1: 'warning',
  2: 'success',
  3: 'danger',
};

export const PenjajakanStatusBadge = ({ status, text }: { status: number; text: string }) => (
  <Badge appearance="tint" color={COLOR[status] ?? 'informative'} shape="rounded">
    {text}
  </Badge>
);
