import type { LegacyRoute } from '../route.js';
import { toLegacy } from '../wire.js';

const ITEM = 'no id judul noKontrak tglAkhir';

/**
 * dashboard/dashboard.php: SPEC §3 Dashboard response. The counters and the lists dataMOU / dataPKS
 * (no, judul, no_kontrak, tgl_akhir) are sent both inside `data` and at the top level; `total` is the
 * number of Aktif agreements and contracts together.
 */
export const dashboardRoutes: Record<string, LegacyRoute> = {
  'dashboard/dashboard.php': {
    method: 'GET',
    query: `query LegacyDashboard { dashboard { totalMou totalMouExpired totalPks totalPksExpired jendelaHari dataMou { ${ITEM} } dataPks { ${ITEM} } berakhirPerBulan { bulan label mou pks } } }`,
    variables: () => ({}),
    result: (d) => {
      const x = d.dashboard;
      const body = {
        total_mou: x.totalMou,
        total_mou_expired: x.totalMouExpired,
        total_pks: x.totalPks,
        total_pks_expired: x.totalPksExpired,
        jendela_hari: x.jendelaHari,
        dataMOU: toLegacy(x.dataMou),
        dataPKS: toLegacy(x.dataPks),
        berakhir_per_bulan: toLegacy(x.berakhirPerBulan),
      };
      return { data: body, extra: body, total: x.totalMou + x.totalPks };
    },
  },
};
