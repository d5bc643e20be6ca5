import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { RiwayatResolver } from '../modules/riwayat/riwayat.resolver.js';
import { SkpdResolver } from '../modules/skpd/skpd.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { LevelAuthChecker } from './auth-checker.js';
import type { AppPubSub } from './pubsub.js';

export const resolvers = [AuthResolver, UserResolver, SkpdResolver, RiwayatResolver] as const;

export const createSchema = (pubSub: AppPubSub): Promise<GraphQLSchema> =>
  buildSchema({
    pubSub,
    resolvers: [...resolvers],
    authChecker: LevelAuthChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  });
