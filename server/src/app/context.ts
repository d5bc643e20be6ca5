import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Services } from './services.js';

/** The signed-in account as the server last saw it in the database (never only the token's claims). */
export interface Actor {
  idUser: number;
  nama: string;
  idLevel: number;
}

export interface Context {
  em: EntityManager;
  actor: Actor | null;
  ip: string;
  log: Logger;
  services: Services;
}

export const describeActor = (ctx: Pick<Context, 'actor'>): string => ctx.actor?.nama ?? 'Tamu';
