import { buildSchema, type ContainerType } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { MouResolver } from '../modules/mou/mou.resolver.js';
import { PksResolver } from '../modules/pks/pks.resolver.js';
import { MouTahapanResolver, PksTahapanResolver, TahapanResolver } from '../modules/tahapan/tahapan.resolver.js';
import { TkksdResolver } from '../modules/tkksd/tkksd.resolver.js';
import { DokumenWajibResolver, PenjajaganDokumenJenisResolver } from '../modules/penjajagan/dokumen-wajib.resolver.js';
import { TugasResolver } from '../modules/tugas/tugas.resolver.js';
import { DrafResolver } from '../modules/templat-dokumen/draf.resolver.js';
import { AdendumResolver, MouAdendumResolver, PksAdendumResolver } from '../modules/adendum/adendum.resolver.js';
import { MouKlasifikasiResolver, PksKlasifikasiResolver, UrusanResolver } from '../modules/klasifikasi/klasifikasi.resolver.js';
import { LaporanMonevBuktiResolver, MonevResolver } from '../modules/monev/monev.resolver.js';
import { LaporanBerkalaResolver } from '../modules/laporan-berkala/laporan-berkala.resolver.js';
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
import { AccessTokenResolver } from '../modules/token-akses/access-token.resolver.js';
import { CariResolver } from '../modules/cari/cari.resolver.js';
import { NotifikasiResolver } from '../modules/notifikasi/notifikasi.resolver.js';
import { PengaturanPengingatResolver } from '../modules/pengingat/pengaturan.resolver.js';
import { PengirimanSurelResolver } from '../modules/surel/pengiriman.resolver.js';
import { KalenderResolver } from '../modules/kalender/kalender.resolver.js';
import { LevelAuthChecker } from '../common/auth-checker.js';
import { registerContainer } from '../common/resolver-container.js';
import type { AppPubSub } from './pubsub.js';
import type { Services } from './services.js';

export const resolvers = [AuthResolver, UserResolver, SkpdResolver, RiwayatResolver, PenjajaganResolver, PartnerResolver, MitraResolver, SliderResolver, KegiatanResolver, ProfilResolver, FrontResolver, MouResolver, PksResolver, DashboardResolver, AccessTokenResolver, CariResolver, TahapanResolver, MouTahapanResolver, PksTahapanResolver, TkksdResolver, DokumenWajibResolver, PenjajaganDokumenJenisResolver, TugasResolver, DrafResolver, AdendumResolver, MouAdendumResolver, PksAdendumResolver, UrusanResolver, MouKlasifikasiResolver, PksKlasifikasiResolver, NotifikasiResolver, PengaturanPengingatResolver, PengirimanSurelResolver, KalenderResolver, MonevResolver, LaporanMonevBuktiResolver, LaporanBerkalaResolver] as const;

/** Each resolver with its services (the composition root's part for the schema). */
const resolverInstances = (s: Services): object[] => [
  new AuthResolver(s.auth),
  new UserResolver(s.user),
  new SkpdResolver(s.skpd),
  new RiwayatResolver(s.riwayat),
  new PenjajaganResolver(s.penjajagan, s.penjajaganChat),
  new PartnerResolver(s.partner),
  new MitraResolver(s.mitra),
  new SliderResolver(s.slider),
  new KegiatanResolver(s.kegiatan),
  new ProfilResolver(s.profil),
  new FrontResolver(s.front),
  new MouResolver(s.mou),
  new PksResolver(s.pks),
  new DashboardResolver(s.dashboard),
  new AccessTokenResolver(s.accessTokens),
  new CariResolver(s.cari),
  new TahapanResolver(s.tahapan),
  new MouTahapanResolver(s.tahapan),
  new PksTahapanResolver(s.tahapan),
  new TkksdResolver(s.tkksd),
  new DokumenWajibResolver(s.dokumenWajib),
  new PenjajaganDokumenJenisResolver(s.dokumenWajib),
  new TugasResolver(s.tugas),
  new DrafResolver(s.draf),
  new AdendumResolver(s.adendum),
  new MouAdendumResolver(s.adendum),
  new PksAdendumResolver(s.adendum),
  new UrusanResolver(s.klasifikasi),
  new MouKlasifikasiResolver(s.klasifikasi),
  new PksKlasifikasiResolver(s.klasifikasi),
  new MonevResolver(s.monev),
  new LaporanMonevBuktiResolver(s.monevBukti),
  new LaporanBerkalaResolver(s.laporanBerkala),
  new NotifikasiResolver(s.notifikasi),
  new PengaturanPengingatResolver(s.commit),
  new PengirimanSurelResolver(s.pengirimanSurel),
  new KalenderResolver(s.kalender),
];

/**
 * The schema. With `services`, resolvers are served by instances holding them (type-graphql's container);
 * without, the schema can only be printed (npm run schema).
 */
export const createSchema = async (pubSub: AppPubSub, services?: Services): Promise<GraphQLSchema> => {
  const instances = new Map<unknown, object>(services ? resolverInstances(services).map((r) => [r.constructor, r]) : []);
  // Resolvers come with their services; classes without collaborators (the auth checker) are made once.
  const container: ContainerType = {
    get: (someClass) => {
      let instance = instances.get(someClass);
      if (!instance) instances.set(someClass, (instance = new (someClass as new () => object)()));
      return instance;
    },
  };
  const schema = await buildSchema({
    pubSub,
    resolvers: [...resolvers],
    container,
    authChecker: LevelAuthChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  });
  registerContainer(schema, container);
  return schema;
};
