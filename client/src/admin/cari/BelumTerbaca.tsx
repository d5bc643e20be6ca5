import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { PolicyActor } from '@rules/policy';
import { useDokumenBelumTerbacaQuery } from '../../generated/hooks';
import { JENIS_LABEL, linkOf } from './cariLinks';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, margin: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  item: { overflowWrap: 'anywhere' },
  link: { color: tokens.colorBrandForegroundLink, textDecoration: 'underline' },
  why: { color: tokens.colorNeutralForeground3 },
});

/**
 * "N dokumen belum dapat dibaca": the documents of the viewer's records whose text the search cannot (yet)
 * read, listed on request with their record and why (waiting, being read, a scan without OCR, a locked file).
 */
export const BelumTerbaca = ({ jumlah, actor }: { jumlah: number; actor: PolicyActor | null }) => {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  // asked when the list is opened (each time afresh: documents are read in the background meanwhile)
  const { data, loading, error } = useDokumenBelumTerbacaQuery({ skip: !open, fetchPolicy: 'network-only' });
  const toggle = () => setOpen(!open);
  return (
    <div>
      <p className={styles.note}>
        {jumlah} dokumen belum dapat dibaca, isinya belum ikut dicari.{' '}
        <Button size="small" appearance="transparent" aria-expanded={open} onClick={toggle}>
          {open ? 'Sembunyikan daftar' : 'Lihat daftar'}
        </Button>
      </p>
      {open && loading && <Spinner size="tiny" label="Memuat..." />}
      {open && error && <p className={styles.note}>Daftar gagal dimuat, silakan coba lagi.</p>}
      {open && data && (
        <ul className={styles.list} aria-label="Dokumen yang belum dapat dibaca">
          {data.dokumenBelumTerbaca.map((d) => {
            const record = linkOf(d, actor);
            return (
              <li key={d.idFile} className={styles.item}>
                {d.urlFile ? (
                  <a className={styles.link} href={d.urlFile} target="_blank" rel="noreferrer">
                    {d.namaFile}
                  </a>
                ) : (
                  d.namaFile
                )}{' '}
                — {JENIS_LABEL[d.jenis]}{' '}
                {record ? (
                  <RouterLink className={styles.link} to={record}>
                    {d.judul}
                  </RouterLink>
                ) : (
                  d.judul
                )}
                : <span className={styles.why}>{d.keterangan}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
