import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { RiwayatResolver } from '../modules/riwayat/riwayat.resolver.js';
import { SkpdResolver } from '../modules/skpd/skpd.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { LevelAuthChecker } from './auth-checker.js';

export const resolvers = [AuthResolver, UserResolver, SkpdResolver, RiwayatResolver] as const;

export const createSchema = (): Promise<GraphQLSchema> =>
  buildSchema({
    resolvers: [...resolvers],
    authChecker: LevelAuthChecker,
    authMode: 'error',
    validate: false,
    emitSchemaFile: false,
  });
