import type { ChangePayload } from '../../common/change.js';
import { defineEvent } from '../../common/events.js';

/** An agreement was created, changed (attachments and agencies included) or deleted. */
export const MouChanged = defineEvent<ChangePayload>('MOU_CHANGED', { changesPublicData: true });
