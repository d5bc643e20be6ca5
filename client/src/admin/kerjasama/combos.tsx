import { useMemo } from 'react';
import { useKesepakatanComboQuery, useKesepakatanPenjajakanComboQuery } from '../../generated/hooks';
import { type RemoteComboboxProps, type RemoteOption, RemoteCombobox, type UseRemoteOptions } from '../../ui/RemoteCombobox';

type Props = Omit<RemoteComboboxProps, 'useOptions'>;

const usePenjajakanOptions: UseRemoteOptions = (search, open) => {
  const { data, loading } = useKesepakatanPenjajakanComboQuery({ variables: { search }, skip: !open });
  const options = useMemo<RemoteOption[]>(
    () => (data?.penjajaganCombo ?? []).map((p) => ({ id: p.idPenjajagan, label: p.noPenjajagan, secondary: p.judul })),
    [data],
  );
  return { options, loading };
};

/** Exploratory proposal by number or title (penjajaganCombo). */
export const PenjajakanCombobox = (props: Props) => (
  <RemoteCombobox placeholder="Cari No. Penjajakan" {...props} useOptions={usePenjajakanOptions} />
);

const mouOptions =
  (untukPerjanjian: boolean): UseRemoteOptions =>
  (search, open) => {
    const { data, loading } = useKesepakatanComboQuery({ variables: { search, untukPerjanjian }, skip: !open });
    const options = useMemo<RemoteOption[]>(
      () => (data?.mouCombo ?? []).map((m) => ({ id: m.idMou, label: m.noMou, secondary: m.judul })),
      [data],
    );
    return { options, loading };
  };
const useMouOptions = mouOptions(false);
const useMouOptionsForPks = mouOptions(true);

/**
 * Agreement by number (mouCombo: case-insensitive substring of No. Kontrak). `forPks`: only those the user
 * may put a contract under (a level 2 drafter: its agency's).
 */
export const MouCombobox = ({ forPks, ...props }: Props & { forPks?: boolean }) => (
  <RemoteCombobox placeholder="Cari No. Kesepakatan" {...props} useOptions={forPks ? useMouOptionsForPks : useMouOptions} />
);
