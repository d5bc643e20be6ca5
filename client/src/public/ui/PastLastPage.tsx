import { ActionButton } from './Action';

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}

/** A page past the end of a list that has rows (an old link, a typed ?page=): says so and leads to the last one. */
export function PastLastPage({ page, total, pageSize, onPage }: Props) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      Halaman {page} tidak ada: daftar ini hanya {last} halaman.{' '}
      <ActionButton appearance="subtle" size="small" onClick={() => onPage(last)}>
        Buka halaman {last}
      </ActionButton>
    </>
  );
}
