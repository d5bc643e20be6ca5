import { useEffect, useState } from 'react';
import { Button, Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { usePengaturanPengingatQuery, useUbahPengaturanPengingatMutation } from '../../generated/hooks';
import { PageCard } from '../../ui/PageCard';
import { graphQLFieldMessages } from '../../ui/fieldErrors';
import { notify } from '../../ui/toast';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

/** Pengaturan Pengingat (admins): offsets, the automatic expiry, the sender address, the chat mail delay. */
export const PengaturanPengingatPanel = () => {
  const styles = useStyles();
  const { data } = usePengaturanPengingatQuery({ fetchPolicy: 'cache-and-network' });
  const [simpan, saving] = useUbahPengaturanPengingatMutation();
  const [offsets, setOffsets] = useState('');
  const [kedaluwarsa, setKedaluwarsa] = useState(true);
  const [pengirim, setPengirim] = useState('');
  const [jeda, setJeda] = useState('15');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const p = data?.pengaturanPengingat;

  useEffect(() => {
    if (!p) return;
    setOffsets(p.offsets.join(', '));
    setKedaluwarsa(p.kedaluwarsaOtomatis);
    setPengirim(p.pengirim ?? '');
    setJeda(String(p.jedaChatMenit));
  }, [p]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const daftar = offsets.split(/[\s,;]+/).filter(Boolean).map(Number);
    if (daftar.length === 0) return setErrors({ offsets: 'Hari pengingat tidak boleh kosong' });
    if (daftar.some((n) => !Number.isInteger(n))) return setErrors({ offsets: 'Tulis hari sebagai angka dipisah koma, misalnya 90, 60, 30, 7, 0' });
    if (!jeda.trim()) return setErrors({ jedaChatMenit: 'Jeda surel tidak boleh kosong' });
    setErrors({});
    try {
      await simpan({ variables: { input: { offsets: daftar, kedaluwarsaOtomatis: kedaluwarsa, pengirim: pengirim.trim() || null, jedaChatMenit: Number(jeda) } } });
      notify.success('Pengaturan pengingat disimpan');
    } catch (err) {
      const fields = graphQLFieldMessages(err);
      if (fields) setErrors(fields);
      else notify.error('Pengaturan pengingat gagal disimpan');
    }
  };

  return (
    <PageCard title="Pengaturan Pengingat">
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <Field label="Hari pengingat sebelum tanggal berakhir" hint="Dipisah koma; 0 berarti pada hari berakhirnya." validationMessage={errors.offsets}>
          <Input value={offsets} onChange={(_, d) => setOffsets(d.value)} />
        </Field>
        <Switch checked={kedaluwarsa} label="Ubah status menjadi Tidak Aktif sehari setelah tanggal berakhir" onChange={(_, d) => setKedaluwarsa(d.checked)} />
        <Field label="Alamat pengirim surel" hint="Kosongkan untuk memakai alamat bawaan server." validationMessage={errors.pengirim}>
          <Input value={pengirim} placeholder="Bagian Kerja Sama <kerjasama@kota.go.id>" onChange={(_, d) => setPengirim(d.value)} />
        </Field>
        <Field label="Jeda surel pesan penjajakan yang belum dibaca (menit)" validationMessage={errors.jedaChatMenit}>
          <Input type="number" min={0} max={1440} value={jeda} onChange={(_, d) => setJeda(d.value)} />
        </Field>
        <div>
          <Button appearance="primary" type="submit" disabled={saving.loading}>
            Simpan
          </Button>
        </div>
      </form>
    </PageCard>
  );
};
