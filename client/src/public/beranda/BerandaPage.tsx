import { usePublikBerandaQuery } from '../../generated/public/hooks';
import { LoadFailed } from '../ui/LoadFailed';
import { usePageMeta } from '../ui/usePageMeta';
import { HeroSlider } from './HeroSlider';
import { LatestKegiatan } from './LatestKegiatan';
import { LeaderSection } from './LeaderSection';
import { PartnerLogos } from './PartnerLogos';
import { PengajuanSection } from './PengajuanSection';

/** /beranda: slider, leader and quote, how to propose a cooperation, latest activities, partners. */
export function BerandaPage() {
  usePageMeta(
    'Beranda',
    'Sistem informasi kerja sama Pemerintah Kota: kesepakatan, perjanjian, kegiatan kerja sama, dan cara mengajukan kerja sama.',
  );
  const { data, error, refetch } = usePublikBerandaQuery({ fetchPolicy: 'cache-first' });
  const b = data?.beranda;
  return (
    <>
      <HeroSlider slides={b?.sliders ?? []} />
      {error && !b ? <LoadFailed onRetry={() => void refetch()} /> : null}
      {b ? (
        <>
          <LeaderSection foto={b.fotoPimpinan} kalimat={b.kalimatPimpinan} nama={b.pimpinan} jabatan={b.jabatanPimpinan} />
          <PengajuanSection gambar={b.gambarPengajuan} />
          <LatestKegiatan items={b.kegiatan} />
          <PartnerLogos partners={b.partners} />
        </>
      ) : null}
    </>
  );
}
