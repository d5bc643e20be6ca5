import { Badge, type BadgeProps } from '@fluentui/react-components';
import { MOU_STATUSES, mouStatusText } from '@rules/mou';

/** Status choices of agreements and contracts (SPEC §4): Aktif 1 … Revisi 5. */
export const MOU_STATUS_OPTIONS: readonly { value: number; text: string }[] = MOU_STATUSES.map((value) => ({
  value,
  text: mouStatusText(value),
}));

const COLOR: Record<number, BadgeProps['color']> = { 1: 'success', 2: 'danger', 3: 'brand', 4: 'warning', 5: 'important' };

export const MouStatusBadge = ({ status, text }: { status: number; text?: string }) => (
  <Badge appearance="tint" shape="rounded" color={COLOR[status] ?? 'informative'}>
    {text ?? mouStatusText(status)}
  </Badge>
);
