import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DocumentArrowDownRegular } from '@fluentui/react-icons';
import type { JenisKerjasama, TemplatDokumen } from '../../generated/graphql';
import { useUnduhDrafMutation } from '../../generated/hooks';

const PILIHAN: Record<JenisKerjasama, { templat: TemplatDokumen; label: string }[]> = {
  MOU: [
    { templat: 'KESEPAKATAN_BERSAMA', label: 'Kesepakatan Bersama' },
    { templat: 'UNDANGAN_PENANDATANGANAN', label: 'Surat Undangan Penandatanganan' },
  ],
  PKS: [
    { templat: 'PKS', label: 'Perjanjian Kerja Sama' },
    { templat: 'UNDANGAN_PENANDATANGANAN', label: 'Surat Undangan Penandatanganan' },
  ],
};

/** Saves bytes under a name (a link clicked by code; the object URL is released after). */
const simpan = (base64: string, mime: string, namaFile: string) => {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = namaFile;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** "Unduh Draf": the record filled into a default .docx template (issue 17). */
export const UnduhDrafMenu = ({ jenis, id }: { jenis: JenisKerjasama; id: number }) => {
  const [unduh, { loading }] = useUnduhDrafMutation();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<DocumentArrowDownRegular />} disabled={loading}>
          Unduh Draf
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {PILIHAN[jenis].map((p) => (
            <MenuItem
              key={p.templat}
              onClick={async () => {
                const r = await unduh({ variables: { jenis, id, templat: p.templat } });
                if (r.data) simpan(r.data.unduhDraf.isi, r.data.unduhDraf.mime, r.data.unduhDraf.namaFile);
              }}
            >
              {p.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
