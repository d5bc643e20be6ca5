import { useState } from 'react';
import { Body1, Button, Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { can } from '@rules/policy';
import { useSession } from '../../auth/useSession';
import {
  useAturPreferensiNotifikasiMutation,
  useBuatTautanKalenderMutation,
  useCabutTautanKalenderMutation,
  useNotifikasiSayaQuery,
} from '../../generated/hooks';
import { PageCard } from '../../ui/PageCard';
import { formatWaktu } from '../../ui/dates';
import { notify } from '../../ui/toast';
import { PengaturanPengingatPanel } from './PengaturanPengingatPanel';
import { PengirimanSurelPanel } from './PengirimanSurelPanel';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  url: { fontFamily: tokens.fontFamilyMonospace, width: '100%' },
});

const JENIS: Record<string, string> = {
  pengingat: 'Pengingat masa berlaku kesepakatan dan perjanjian',
  chat: 'Pesan baru di penjajakan (bila belum dibaca)',
  tahapan: 'Perubahan tahapan kesepakatan dan perjanjian instansi Anda',
  monev: 'Evaluasi dan laporan pelaksanaan (monev) yang jatuh tempo atau terlambat',
};

/**
 * Notifikasi & Kalender (user menu): per kind of notification whether a mail follows, and the private
 * calendar URL (made, shown once, revocable). Admins also get the reminder settings.
 */
export const NotifikasiPage = () => {
  const styles = useStyles();
  const { user, level } = useSession();
  const isManager = user !== null && level !== null && can({ idUser: user.id_user, idLevel: level }, 'pengingat:manage');
  const { data, refetch } = useNotifikasiSayaQuery({ fetchPolicy: 'cache-and-network' });
  const [atur] = useAturPreferensiNotifikasiMutation();
  const [buat, membuat] = useBuatTautanKalenderMutation();
  const [cabut, mencabut] = useCabutTautanKalenderMutation();
  const [url, setUrl] = useState<string | null>(null);

  const ubah = async (jenis: string, surel: boolean) => {
    await atur({ variables: { jenis, surel } }).catch(() => notify.error('Pilihan surel gagal disimpan'));
    await refetch();
  };
  const buatTautan = async () => {
    const r = await buat().catch(() => null);
    if (!r?.data) return notify.error('Tautan kalender gagal dibuat');
    setUrl(r.data.buatTautanKalender);
    await refetch();
  };
  const cabutTautan = async () => {
    await cabut().catch(() => null);
    setUrl(null);
    notify.success('Tautan kalender dicabut');
    await refetch();
  };
  const salin = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).then(
      () => notify.success('Tautan disalin'),
      () => undefined,
    );
  };

  return (
    <div className={styles.stack}>
      <PageCard title="Surel Notifikasi">
        <div className={styles.stack}>
          {(data?.preferensiNotifikasi ?? []).map((p) => (
            <Switch key={p.jenis} checked={p.surel} label={JENIS[p.jenis] ?? p.jenis} onChange={(_, d) => void ubah(p.jenis, d.checked)} />
          ))}
        </div>
      </PageCard>
      <PageCard title="Kalender Pribadi">
        <div className={styles.stack}>
          <Body1>
            Tambahkan tanggal mulai dan berakhir kerja sama yang dapat Anda lihat ke aplikasi kalender (iCalendar). Tautan ini rahasia: siapa pun yang
            memilikinya dapat membaca kalender Anda.
          </Body1>
          {data?.kalenderDibuat && !url ? <Body1>Tautan aktif sejak {formatWaktu(data.kalenderDibuat)}. Tautan hanya ditampilkan saat dibuat.</Body1> : null}
          {url ? (
            <Field label="Tautan kalender (salin sekarang)">
              <Input className={styles.url} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            </Field>
          ) : null}
          <div className={styles.row}>
            <Button appearance="primary" disabled={membuat.loading} onClick={() => void buatTautan()}>
              {data?.kalenderDibuat ? 'Buat tautan baru' : 'Buat tautan kalender'}
            </Button>
            {url ? <Button onClick={() => void salin()}>Salin</Button> : null}
            {data?.kalenderDibuat ? (
              <Button disabled={mencabut.loading} onClick={() => void cabutTautan()}>
                Cabut tautan
              </Button>
            ) : null}
          </div>
        </div>
      </PageCard>
      {isManager ? <PengaturanPengingatPanel /> : null}
      {isManager ? <PengirimanSurelPanel /> : null}
    </div>
  );
};
