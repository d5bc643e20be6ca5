import { hariPengingatMessage, jedaChatValid, MAX_JEDA_CHAT_MENIT, PENGINGAT_MESSAGES } from '@rules/pengingat';
import { useEffect, useState } from 'react';
import { Button, Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { usePengaturanPengingatQuery, useUbahPengaturanPengingatMutation } from '../../generated/hooks';
import { PageCard } from '../../ui/PageCard';
import { type FieldMessages, useFieldErrors } from '../../ui/fieldErrors';
import { notify } from '../../ui/toast';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

/** The server's rules and messages (rules/pengingat.ts), checked before anything is sent. */
const SHOWN = ['offsets', 'pengirim', 'jedaChatMenit'] as const;

/** The days as typed; an empty place between two commas ("90,,7") is a typo, not a day left out (NaN: told). */
const parseHari = (text: string): number[] => {
  const t = text.trim().replace(/^[\s,;]+|[\s,;]+$/g, '');
  return t ? t.split(/\s*[,;]\s*|\s+/).map((x) => (x === '' ? Number.NaN : Number(x))) : [];
};

const check = (offsets: string, jeda: string): FieldMessages => {
  const errors: FieldMessages = {};
  const daftar = parseHari(offsets);
  const hari = daftar.some((n) => Number.isNaN(n)) ? 'Tulis hari sebagai angka dipisah koma, misalnya 90, 60, 30, 7, 0' : hariPengingatMessage(daftar);
  if (hari) errors.offsets = hari;
  if (!jeda.trim()) errors.jedaChatMenit = 'Jeda surel tidak boleh kosong';
  else if (!jedaChatValid(Number(jeda))) errors.jedaChatMenit = PENGINGAT_MESSAGES.jeda;
  return errors;
};

/** Pengaturan Pengingat (admins): offsets, the automatic expiry, the sender address, the chat mail delay. */
export const PengaturanPengingatPanel = () => {
  const styles = useStyles();
  const { data } = usePengaturanPengingatQuery({ fetchPolicy: 'cache-and-network' });
  const [simpan, saving] = useUbahPengaturanPengingatMutation();
  const [offsets, setOffsets] = useState('');
  const [kedaluwarsa, setKedaluwarsa] = useState(true);
  const [pengirim, setPengirim] = useState('');
  const [jeda, setJeda] = useState('15');
  const fields = useFieldErrors();
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
    const errors = check(offsets, jeda);
    fields.set(errors);
    if (Object.keys(errors).length) return;
    try {
      await simpan({
        variables: { input: { offsets: parseHari(offsets), kedaluwarsaOtomatis: kedaluwarsa, pengirim: pengirim.trim() || null, jedaChatMenit: Number(jeda) } },
      });
      notify.success('Pengaturan pengingat disimpan');
    } catch (err) {
      if (!fields.fromGraphQL(err, SHOWN)) notify.error('Pengaturan pengingat gagal disimpan');
    }
  };

  return (
    <PageCard title="Pengaturan Pengingat">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Hari pengingat sebelum tanggal berakhir" hint="Dipisah koma; 0 berarti pada hari berakhirnya." {...fields.field('offsets')}>
          <Input
            value={offsets}
            onChange={(_, d) => {
              setOffsets(d.value);
              fields.clear('offsets');
            }}
          />
        </Field>
        <Switch checked={kedaluwarsa} label="Ubah status menjadi Tidak Aktif sehari setelah tanggal berakhir" onChange={(_, d) => setKedaluwarsa(d.checked)} />
        <Field label="Alamat pengirim surel" hint="Kosongkan untuk memakai alamat bawaan server." {...fields.field('pengirim')}>
          <Input
            value={pengirim}
            placeholder="Bagian Kerja Sama <kerjasama@kota.go.id>"
            onChange={(_, d) => {
              setPengirim(d.value);
              fields.clear('pengirim');
            }}
          />
        </Field>
        <Field label="Jeda surel pesan penjajakan yang belum dibaca (menit)" hint={`0 sampai ${MAX_JEDA_CHAT_MENIT}`} {...fields.field('jedaChatMenit')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_JEDA_CHAT_MENIT}
            step={1}
            value={jeda}
            onChange={(_, d) => {
              setJeda(d.value);
              fields.clear('jedaChatMenit');
            }}
          />
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
