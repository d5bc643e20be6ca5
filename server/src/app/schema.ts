import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { MouResolver } from '../modules/mou/mou.resolver.js';
import { PksResolver } from '../modules/pks/pks.resolver.js';
import { FrontResolver } from '../modules/front/front.resolver.js';
import { KegiatanResolver } from '../modules/kegiatan/kegiatan.resolver.js';
import { MitraResolver } from '../modules/mitra/mitra.resolver.js';
import { PartnerResolver } from '../modules/partner/partner.resolver.js';
import { ProfilResolver } from '../modules/profil/profil.resolver.js';
import { SliderResolver } from '../modules/slider/slider.resolver.js';
import { PenjajaganResolver } from '../modules/penjajagan/penjajagan.resolver.js';
import { RiwayatResolver } from '../modules/riwayat/riwayat.resolver.js';
import { SkpdResolver } from '../modules/skpd/skpd.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { LevelAuthChecker } from './auth-checker.js';
import type { AppPubSub } from './pubsub.js';

export const resolvers = [AuthResolver, UserResolver, SkpdResolver, RiwayatResolver, PenjajaganResolver, PartnerResolver, MitraResolver, SliderResolver, KegiatanResolver, ProfilResolver, FrontResolver, MouResolver, PksResolver, DashboardResolver] as const;

export const createSchema = (pubSub: AppPubSub): Promise<GraphQLSchema> =>
  buildSchema({
    pubSub,
    resolvers: [...resolvers],
    authChecker: LevelAuthChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  });
