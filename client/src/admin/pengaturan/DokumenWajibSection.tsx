import { useEffect, useState } from 'react';
import { Button, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useDokumenWajibPenjajakanQuery, useUbahDokumenWajibPenjajakanMutation } from '../../generated/hooks';
import { graphQLFieldMessages } from '../../ui/fieldErrors';
import { notify } from '../../ui/toast';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

/**
 * Dokumen Wajib Penjajakan (issue 17): the documents a proposal must have before TKKSD review, one per line;
 * reviewers cannot be asked while one is missing. Empty: nothing is required.
 */
export const DokumenWajibSection = () => {
  const styles = useStyles();
  const { data } = useDokumenWajibPenjajakanQuery({ fetchPolicy: 'cache-and-network' });
  const [simpan, saving] = useUbahDokumenWajibPenjajakanMutation();
  const [teks, setTeks] = useState('');
  const [error, setError] = useState<string | undefined>();
  const daftar = data?.dokumenWajibPenjajagan;

  useEffect(() => {
    if (daftar) setTeks(daftar.join('\n'));
  }, [daftar]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const dokumenWajib = teks.split('\n').map((s) => s.trim()).filter(Boolean);
      const r = await simpan({ variables: { dokumenWajib }, context: { silent: true } });
      setTeks((r.data?.ubahDokumenWajibPenjajagan ?? dokumenWajib).join('\n'));
      notify.success('Dokumen wajib penjajakan disimpan');
    } catch (err) {
      const fields = graphQLFieldMessages(err);
      if (fields) setError(fields.dokumenWajib ?? Object.values(fields)[0]);
      else notify.error('Dokumen wajib penjajakan gagal disimpan');
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="Dokumen Wajib Penjajakan">
      <Subtitle2>Dokumen Wajib Penjajakan</Subtitle2>
      <Field
        label="Dokumen yang harus ada sebelum peninjauan TKKSD"
        hint="Satu dokumen per baris. Kosongkan bila tidak ada dokumen wajib."
        validationMessage={error}
      >
        <Textarea value={teks} rows={4} resize="vertical" onChange={(_, d) => setTeks(d.value)} />
      </Field>
      <div>
        <Button appearance="primary" type="submit" disabled={saving.loading || !daftar}>
          Simpan Dokumen Wajib
        </Button>
      </div>
    </form>
  );
};
