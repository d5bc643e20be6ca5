import { useMemo } from 'react';
import { useSession } from '../../auth/useSession';

export interface Actor {
  idUser: number;
  idLevel: number;
}

export const useActor = (): Actor | null => {
  const { user } = useSession();
  return useMemo(() => (user ? { idUser: user.id_user, idLevel: user.id_level } : null), [user]);
};
