import { registerEnumType } from 'type-graphql';

/** What happened to a record, for the live lists (subscriptions). Shared by every feature that has one. */
export enum ChangeAction {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  DELETED = 'DELETED',
}
registerEnumType(ChangeAction, { name: 'ChangeAction', description: 'What happened to a record in a live list.' });

/** The payload published after a commit: ids only, small enough for PostgreSQL NOTIFY. */
export interface ChangePayload {
  action: ChangeAction;
  id: number;
}
