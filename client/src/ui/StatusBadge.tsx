import { Badge } from '@fluentui/react-components';

const COLOR: Record<number, 'success' | 'danger' | 'warning'> = { 0: 'warning', 1: 'success', 2: 'danger' };

export const StatusBadge = ({ status, text }: { status: number; text: string }) => (
  <Badge appearance="tint" color={COLOR[status] ?? 'informative'} shape="rounded">
    {text}
  </Badge>
);
