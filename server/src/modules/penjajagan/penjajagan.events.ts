import { defineEvent } from '../../common/events.js';
import type { PenjajaganEventPayload, PesanEventPayload } from './penjajagan.types.js';

/** A proposal was created, changed, deleted, or got a document or agency (for live lists). */
export const PenjajaganChanged = defineEvent<PenjajaganEventPayload>('PENJAJAGAN_CHANGED', { changesPublicData: false });

/** A chat message in a proposal; routed by the proposal's id. */
export const PesanBaru = defineEvent<PesanEventPayload>('PENJAJAGAN_PESAN', { changesPublicData: false });
