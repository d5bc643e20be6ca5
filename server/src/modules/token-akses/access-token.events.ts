import { defineEvent } from '../../common/events.js';

/** A token was revoked: every instance closes the websockets opened with it (app/websocket.ts). */
export const TokenAksesDicabut = defineEvent<{ idToken: number }>('TOKEN_AKSES_DICABUT', { changesPublicData: false });
