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
      <ActionButton
        appearance="subtle"
        size="small"
        onClick={(e) => {
          // the button goes with this message: the focus waits on the list (its table or section), not on the page
          const list = e.currentTarget.closest<HTMLElement>('table, section');
          if (list) {
            list.tabIndex = -1;
            list.focus({ preventScroll: true });
          }
          onPage(last);
        }}
      >
        Buka halaman {last}
      </ActionButton>
    </>
  );
}
