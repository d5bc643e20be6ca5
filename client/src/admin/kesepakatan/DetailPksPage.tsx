import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { PerjanjianRowFragment } from '../../generated/graphql';
import { usePerjanjianChangedSubscription, usePerjanjianListQuery } from '../../generated/hooks';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { LinkButton } from '../../router/LinkButton';
import { type Column, DataTable } from '../../ui/DataTable';
import { PageCard } from '../../ui/PageCard';
import { DEFAULT_PAGE_SIZE, Paging } from '../../ui/Paging';
import { usePageInRange } from '../../ui/usePageInRange';
import { formatTanggal } from '../../ui/dates';
import { adminPath, decodeDetailPksParam } from '../adminPaths';
import { KerjasamaDialogs, type OpenDialog } from '../kerjasama/KerjasamaDialogs';
import { ClampText } from '../kerjasama/ClampText';
import { CompactCell } from '../kerjasama/CompactCell';
import { RowActionsMenu } from '../kerjasama/RowActionsMenu';
import { truncate } from '../kerjasama/format';
import { MouStatusBadge } from '../kerjasama/status';
import { useLiveRefetch } from '../kerjasama/useLiveRefetch';

type Row = PerjanjianRowFragment;

const ACTIONS = ['dokumen', 'galeri'] as const;

/** Detail PKS (SPEC §2.3): the contracts of one agreement; the route param carries `{ id, title }`. */
export function DetailPksPage() {
  const param = decodeDetailPksParam(useParams().data);
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [open, setOpen] = useState<OpenDialog>(null);
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const { data, previousData, loading, refetch } = usePerjanjianListQuery({
    variables: { filter: { idMou: param?.id ?? 0 }, page: paging },
    skip: !param,
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefetch(refetch);
  const changePage = useCallback((page: number, limit: number) => setPaging({ page, limit }), []);
  usePageInRange({ ...paging, changePage }, data?.pkss);
  usePerjanjianChangedSubscription({
    skip: !param,
    ignoreResults: true,
    context: { silent: true },
    onData: ({ data: event }) => {
      if (event.data?.pksChanged.idMou === param?.id) live();
    },
    onError: () => undefined,
  });

  if (!param) {
    return (
      <PageCard title="Detail PKS">
        <Body1>Kesepakatan tidak ditemukan</Body1>
      </PageCard>
    );
  }

  const offset = (paging.page - 1) * paging.limit;
  const no: Column<Row> = { key: 'no', header: 'No', width: narrow ? '48px' : '22px', render: (_, i) => offset + i + 1 };
  const status = (r: Row) => <MouStatusBadge status={r.idStatus} text={r.statusText} />;
  const aksi: Column<Row> = {
    key: 'aksi',
    header: 'Aksi',
    width: narrow ? '56px' : '28px',
    render: (r) => (
      <RowActionsMenu
        compact
        actions={ACTIONS}
        title={r.judul}
        onAction={(a) => setOpen({ dialog: a === 'galeri' ? 'galeri' : 'dokumen', kind: 'pks', id: r.idPks, title: r.judul })}
      />
    ),
  };
  const compact: Column<Row> = {
    key: 'judul',
    header: 'Perjanjian',
    render: (r) => (
      <CompactCell
        title={r.judul}
        lines={[r.mitra, `${r.noKontrak} · ${r.noMitra}`, `${formatTanggal(r.tglMulai)} – ${formatTanggal(r.tglBerakhir)}`]}
        badge={status(r)}
        text={truncate(r.deskripsi, 200)}
      />
    ),
  };
  // phones: one cell holds the title, the numbers, the dates, the status and the scope
  const columns: Column<Row>[] = narrow
    ? [no, compact, aksi]
    : [
        no,
        { key: 'judul', header: 'Judul Perjanjian', render: (r) => <ClampText text={r.judul} strong /> },
        { key: 'judulMou', header: 'Judul Kesepakatan', render: (r) => <ClampText text={r.judulMou} /> },
        { key: 'deskripsi', header: 'Deskripsi', width: '15%', render: (r) => <ClampText text={r.deskripsi} shown={truncate(r.deskripsi, 300)} lines={4} /> },
        { key: 'mitra', header: 'Mitra', render: (r) => <ClampText text={r.mitra} /> },
        { key: 'noKontrak', header: 'No. Kontrak', width: '72px', render: (r) => <ClampText text={r.noKontrak} /> },
        { key: 'noMitra', header: 'No. Mitra', width: '64px', render: (r) => <ClampText text={r.noMitra} /> },
        { key: 'tglMulai', header: 'Tgl. Mulai', width: '76px', render: (r) => formatTanggal(r.tglMulai) },
        { key: 'tglBerakhir', header: 'Tgl. Berakhir', width: '76px', render: (r) => formatTanggal(r.tglBerakhir) },
        { key: 'status', header: 'Status', width: '84px', render: status },
        aksi,
      ];

  return (
    <PageCard title={param.title || 'Detail PKS'}>
      <div>
        <LinkButton to={adminPath('Kesepakatan')} appearance="subtle" icon={<ArrowLeftRegular />}>
          Kembali ke Kesepakatan
        </LinkButton>
      </div>
      <DataTable
        aria-label="Daftar Perjanjian"
        columns={columns}
        items={data?.pkss.items ?? []}
        getRowKey={(r) => r.idPks}
        loading={loading && !data}
        minWidth={narrow ? '0' : '880px'}
        dense={!narrow}
        stickyLastColumn
      />
      <Paging
        total={(data ?? previousData)?.pkss.total ?? 0}
        page={paging.page}
        limit={paging.limit}
        onChange={changePage}
      />
      <KerjasamaDialogs open={open} onClose={() => setOpen(null)} />
    </PageCard>
  );
}
