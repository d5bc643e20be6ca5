import type { ChangeAction } from '../../common/change.js';
import { defineEvent } from '../../common/events.js';

/** idMou lets a client showing one agreement's contracts react too. */
export interface PksChangePayload {
  action: ChangeAction;
  id: number;
  idMou: number;
}

/** A contract was created, changed (attachments and agencies included) or deleted. */
export const PksChanged = defineEvent<PksChangePayload>('PKS_CHANGED', { changesPublicData: true });
