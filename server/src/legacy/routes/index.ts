import type { LegacyRoute } from '../route.js';
import { authRoutes } from './auth.js';
import { contentRoutes } from './content.js';
import { dashboardRoutes } from './dashboard.js';
import { frontRoutes } from './front.js';
import { mouRoutes } from './mou.js';
import { pksRoutes } from './pks.js';
import { penjajaganRoutes } from './penjajagan.js';
import { riwayatRoutes } from './riwayat.js';
import { skpdRoutes } from './skpd.js';
import { userRoutes } from './user.js';

/** Every legacy path (relative to /api/), each mapped to one GraphQL operation. Features add theirs here. */
export const legacyRoutes: Record<string, LegacyRoute> = {
  ...authRoutes,
  ...userRoutes,
  ...skpdRoutes,
  ...riwayatRoutes,
  ...penjajaganRoutes,
  ...contentRoutes,
  ...mouRoutes,
  ...pksRoutes,
  ...dashboardRoutes,
  ...frontRoutes,
};
