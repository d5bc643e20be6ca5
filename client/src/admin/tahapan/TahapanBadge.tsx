import { Badge, type BadgeProps } from '@fluentui/react-components';
import { TAHAPAN_TEXT, type TahapanKode } from '@rules/tahapan';

const COLOR: Record<TahapanKode, BadgeProps['color']> = {
  DRAF: 'brand',
  PEMBAHASAN: 'warning',
  PERSETUJUAN_DPRD: 'warning',
  SIAP_DITANDATANGANI: 'warning',
  PELAKSANAAN: 'success',
  BERAKHIR: 'subtle',
  DIPERPANJANG: 'informative',
  DIHENTIKAN: 'danger',
  REVISI: 'important',
};

/** The stage of an agreement or contract as a badge (issue 17). */
export const TahapanBadge = ({ tahapan }: { tahapan: TahapanKode }) => (
  <Badge appearance="tint" shape="rounded" color={COLOR[tahapan]}>
    {TAHAPAN_TEXT[tahapan]}
  </Badge>
);
