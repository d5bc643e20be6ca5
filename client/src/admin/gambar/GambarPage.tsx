import { useState } from 'react';
import { Button, Field, Select } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { SortOrder } from '../../generated/graphql';
import { useDeleteSliderMutation, useGambarSlidersQuery } from '../../generated/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { editDeleteColumn } from '../../ui/editDeleteColumn';
import { FiltersBar } from '../../ui/FiltersBar';
import { ImagePreviewDialog, ImageThumb, imageFileName } from '../../ui/ImagePreview';
import { PageCard } from '../../ui/PageCard';
import { Paging } from '../../ui/Paging';
import { useCrudList } from '../../ui/useCrudList';
import { useListState } from '../../ui/useListState';
import { SliderFormDialog, type SliderRow } from './SliderFormDialog';

interface Filters {
  order: SortOrder;
}
const INITIAL: Filters = { order: 'DESC' };

type Open = { kind: 'form'; slider: SliderRow | null } | { kind: 'preview'; slider: SliderRow } | null;

const sliderName = (r: SliderRow): string => imageFileName(r.gambar) || `urutan ${r.urutan}`;

/** GAMBAR: the home page slider pictures, SPEC §2.3. */
export const GambarPage = () => {
  const list = useListState(INITIAL);
  const [open, setOpen] = useState<Open>(null);
  const query = useGambarSlidersQuery({
    variables: { page: { page: list.page, limit: list.limit, order: list.applied.order } },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteSlider, deleting] = useDeleteSliderMutation();
  const crud = useCrudList({
    list,
    query,
    pageOf: (d) => d.sliders,
    remove: (row: SliderRow) => deleteSlider({ variables: { idGambar: row.idGambar } }),
    removing: deleting.loading,
  });

  const saved = crud.closeAndReload(() => setOpen(null));

  const columns: Column<SliderRow>[] = [
    { key: 'no', header: 'No', width: '56px', render: (_, i) => list.offset + i + 1 },
    {
      key: 'gambar',
      header: 'Gambar',
      render: (r) => <ImageThumb url={r.gambar} shape="wide" alt={`Gambar slider urutan ${r.urutan}`} onOpen={() => setOpen({ kind: 'preview', slider: r })} />,
    },
    { key: 'urutan', header: 'Urutan', width: '90px', render: (r) => r.urutan },
    editDeleteColumn((r) => `gambar urutan ${r.urutan}`, (slider) => setOpen({ kind: 'form', slider }), crud.ask),
  ];

  return (
    <PageCard title="Gambar">
      <FiltersBar
        aria-label="Filter Gambar"
        onSubmit={list.search}
        onReset={list.reset}
        actions={
          <Button icon={<AddRegular />} onClick={() => setOpen({ kind: 'form', slider: null })}>
            Tambah Gambar
          </Button>
        }
      >
        <Field label="Urutan">
          <Select value={list.draft.order} onChange={(_, d) => list.setField('order', d.value as SortOrder)}>
            <option value="ASC">ASC (1 → 9)</option>
            <option value="DESC">DESC (9 → 1)</option>
          </Select>
        </Field>
      </FiltersBar>

      <DataTable
        aria-label="Daftar Gambar"
        columns={columns}
        items={crud.rows}
        getRowKey={(r) => r.idGambar}
        loading={crud.loading}
        minWidth="520px"
      />
      <Paging {...crud.paging} />

      {open?.kind === 'form' && <SliderFormDialog slider={open.slider} onClose={() => setOpen(null)} onSaved={saved} />}
      <ImagePreviewDialog
        url={open?.kind === 'preview' ? (open.slider.gambar ?? null) : null}
        title="Gambar"
        alt={open?.kind === 'preview' ? `Gambar slider urutan ${open.slider.urutan}` : ''}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        {...crud.confirmDialog}
        title="Konfirmasi Hapus Gambar"
        message={`Yakin ingin menghapus gambar "${crud.target ? sliderName(crud.target) : ''}" ?`}
      />
    </PageCard>
  );
};
