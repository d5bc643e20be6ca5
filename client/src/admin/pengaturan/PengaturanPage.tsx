import { Divider, Spinner } from '@fluentui/react-components';
import { usePengaturanProfilQuery } from '../../generated/hooks';
import { PageCard } from '../../ui/PageCard';
import { ProfilForm } from './ProfilForm';
import { ProfilGambarSection } from './ProfilGambarSection';
import { DokumenWajibSection } from './DokumenWajibSection';
import { TemplatDokumenSection } from './TemplatDokumenSection';

/** Pengaturan: the public site's profile, contacts and pictures, the required proposal documents and the document templates (levels 1 and 99). */
export const PengaturanPage = () => {
  const { data, error, refetch } = usePengaturanProfilQuery({ fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const reload = () => void refetch();
  return (
    <PageCard title="Pengaturan">
      {data ? (
        <>
          <ProfilForm profil={data.profil} onSaved={reload} />
          <Divider />
          <ProfilGambarSection profil={data.profil} onChanged={reload} />
          <Divider />
          <DokumenWajibSection />
          <Divider />
          <TemplatDokumenSection />
        </>
      ) : error ? (
        'Pengaturan tidak dapat dimuat'
      ) : (
        <Spinner label="Memuat…" />
      )}
    </PageCard>
  );
};
