import { Field, Input, Tag } from '@fluentui/react-components';
import { KLASIFIKASI_FILTER_OPTIONS, type KerjasamaFilters } from './listFilters';
import { MOU_STATUS_OPTIONS } from './status';
import { OptionsSelect } from '../../ui/OptionsSelect';

export interface CommonFilterFieldsProps {
  draft: KerjasamaFilters;
  setField: (key: 'judul' | 'status' | 'noKontrak' | 'klasifikasi', value: string) => void;
  /** Applies the draft at once (used when the Akan Habis chip is dismissed). */
  onDismissAkanHabis: () => void;
}

/**
 * Judul, Status and No. Kontrak filters (SPEC §2.3), Klasifikasi ("Belum diklasifikasi": old and legacy records
 * to complete, issue 19), with the dashboard's "Akan Habis" chip when set.
 */
export const CommonFilterFields = ({ draft, setField, onDismissAkanHabis }: CommonFilterFieldsProps) => (
  <>
    <Field label="Judul">
      <Input value={draft.judul} onChange={(_, d) => setField('judul', d.value)} />
    </Field>
    <Field label="Status">
      <OptionsSelect value={draft.status} onChange={(v) => setField('status', v)} empty="Semua" options={MOU_STATUS_OPTIONS} />
    </Field>
    <Field label="No. Kontrak">
      <Input value={draft.noKontrak} onChange={(_, d) => setField('noKontrak', d.value)} />
    </Field>
    <Field label="Klasifikasi">
      <OptionsSelect value={draft.klasifikasi ?? ''} onChange={(v) => setField('klasifikasi', v)} empty="Semua" options={KLASIFIKASI_FILTER_OPTIONS} />
    </Field>
    {draft.akanHabis && (
      <Field label="Masa berlaku">
        <div>
          <Tag
            dismissible
            aria-label="Hapus filter Akan Habis"
            value="akanHabis"
            onClick={onDismissAkanHabis}
            appearance="brand"
          >
            Akan Habis
          </Tag>
        </div>
      </Field>
    )}
  </>
);
