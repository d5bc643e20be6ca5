import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Field, Input, type InputProps, Spinner, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { errorMessage } from '../../apollo/errors';
import type { RequestContext } from '../../apollo/links';
import { useUpdateProfilMutation } from '../../generated/hooks';
import { formatWaktu } from '../../ui/dates';
import { useFieldErrors } from '../../ui/fieldErrors';
import { LazyRichTextEditor } from '../../ui/richtext/LazyRichTextEditor';
import { useNotify } from '../../ui/toast';
import { PROFIL_TEXT_FIELDS, type ProfilData, type ProfilField, type ProfilFormValues, profilFormFrom, profilInput, validateProfilForm } from './profilForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  legend: { gridColumn: '1 / -1', padding: 0, marginBlockEnd: tokens.spacingVerticalXS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, width: '100%', paddingBlockEnd: tokens.spacingVerticalXS },
  full: { gridColumn: '1 / -1' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

const SILENT = { context: { silent: true } satisfies RequestContext };

/** Edits the profile texts and contacts (one updateProfil with every field). Mount it once the profile is loaded. */
export const ProfilForm = ({ profil, onSaved }: { profil: ProfilData; onSaved: () => void }) => {
  const styles = useStyles();
  const notify = useNotify();
  const errors = useFieldErrors();
  const [values, setValues] = useState<ProfilFormValues>(() => profilFormFrom(profil));
  const [updateProfil, updating] = useUpdateProfilMutation(SILENT);

  const set = (key: ProfilField, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    errors.clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const messages = validateProfilForm(values);
    errors.set(messages);
    if (Object.keys(messages).length) {
      notify.error('Periksa kembali isian yang ditandai');
      return;
    }
    try {
      await updateProfil({ variables: { input: profilInput(values) } });
      notify.success('Pengaturan tersimpan');
      onSaved();
    } catch (error) {
      if (!errors.fromGraphQL(error, PROFIL_TEXT_FIELDS)) notify.error(errorMessage(error));
      else notify.error('Periksa kembali isian yang ditandai');
    }
  };

  const text = (key: ProfilField, label: string, props: Partial<InputProps> & { required?: boolean; hint?: string; full?: boolean } = {}) => {
    const { required, hint, full, ...input } = props;
    return (
      <Field label={label} required={required} hint={hint} className={full ? styles.full : undefined} {...errors.field(key)}>
        <Input {...input} value={values[key]} onChange={(_, d) => set(key, d.value)} />
      </Field>
    );
  };
  const area = (key: ProfilField, label: string, required = false) => (
    <Field label={label} required={required} className={styles.full} {...errors.field(key)}>
      <Textarea value={values[key]} resize="vertical" rows={3} onChange={(_, d) => set(key, d.value)} />
    </Field>
  );
  const rich = (key: 'profile' | 'visi' | 'misi', label: string) => (
    <Field label={label} required className={styles.full} {...errors.field(key)}>
      {(fieldProps) => <LazyRichTextEditor {...fieldProps} compact defaultValue={values[key]} onChange={(html) => set(key, html)} />}
    </Field>
  );
  const section = (title: string, children: ReactNode) => (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <Subtitle2 as="h2">{title}</Subtitle2>
      </legend>
      {children}
    </fieldset>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Pengaturan profil">
      {section(
        'Profil',
        <>
          {text('youtube', 'Tautan Video YouTube', { full: true, type: 'url', hint: 'Tautan youtube.com atau youtu.be; kosongkan untuk tanpa video' })}
          {rich('profile', 'Teks Profil')}
        </>,
      )}
      {section(
        'Visi & Misi',
        <>
          {rich('visi', 'Visi')}
          {rich('misi', 'Misi')}
        </>,
      )}
      {section(
        'Pimpinan',
        <>
          {text('pimpinan', 'Nama Pimpinan', { required: true })}
          {text('jabatanPimpinan', 'Jabatan Pimpinan')}
          {area('kalimatPimpinan', 'Kalimat Pimpinan', true)}
        </>,
      )}
      {section(
        'Kontak',
        <>
          {text('namaInstansi', 'Nama Instansi', { required: true, full: true })}
          {area('alamat', 'Alamat', true)}
          {text('telepon', 'Telepon', { type: 'tel', inputMode: 'tel' })}
          {text('email', 'Email', { type: 'email', inputMode: 'email' })}
          {text('website', 'Situs Web', { type: 'url', placeholder: 'https://' })}
          {text('mapsUrl', 'Tautan Peta', { type: 'url', placeholder: 'https://' })}
          {text('latitude', 'Lintang', { inputMode: 'decimal', hint: 'Contoh: -6.2' })}
          {text('longitude', 'Bujur', { inputMode: 'decimal', hint: 'Contoh: 106.8' })}
        </>,
      )}
      {section(
        'Media Sosial',
        <>
          {text('instagram', 'Instagram', { type: 'url', placeholder: 'https://' })}
          {text('facebook', 'Facebook', { type: 'url', placeholder: 'https://' })}
          {text('twitter', 'X / Twitter', { type: 'url', placeholder: 'https://' })}
          {text('youtubeChannel', 'Kanal YouTube', { type: 'url', placeholder: 'https://' })}
        </>,
      )}
      {section('Penjajakan', text('contohDokumenUrl', 'Folder Contoh Dokumen', { type: 'url', full: true, placeholder: 'https://' }))}
      <div className={styles.footer}>
        <span className={styles.muted}>Terakhir diubah {formatWaktu(profil.diubah)}</span>
        <Button type="submit" appearance="primary" icon={updating.loading ? <Spinner size="tiny" /> : <SaveRegular />} disabled={updating.loading}>
          Simpan
        </Button>
      </div>
    </form>
  );
};
