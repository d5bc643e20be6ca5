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

const useMouOptions: UseRemoteOptions = (search, open) => {
  const { data, loading } = useKesepakatanComboQuery({ variables: { search }, skip: !open });
  const options = useMemo<RemoteOption[]>(
    () => (data?.mouCombo ?? []).map((m) => ({ id: m.idMou, label: m.noMou, secondary: m.judul })),
    [data],
  );
  return { options, loading };
};

/** Agreement by number (mouCombo: case-insensitive substring of No. Kontrak). */
export const MouCombobox = (props: Props) => <RemoteCombobox placeholder="Cari No. Kesepakatan" {...props} useOptions={useMouOptions} />;
