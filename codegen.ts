import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  DateTimeISO: 'string',
  LocalDate: 'string',
  Upload: 'File',
};

/**
 * Public-site operations (all named `Publik…`) live in client/src/public/**; everything else is the app's.
 * Fragments both use live in client/src/apollo/fragments.
 */
const publicDocuments = ['client/src/public/**/*.graphql', 'client/src/apollo/fragments/*.graphql'];
const adminDocuments = ['client/src/**/*.graphql', '!client/src/public/**/*.graphql'];

/** The typed documents (graphql.ts, gql.ts) of each set of operations. */
const clientPreset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    scalars,
    enumsAsTypes: true,
    useTypeImports: true,
    skipTypename: true,
    avoidOptionals: false,
  },
} as const;

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/generated/': {
      documents: adminDocuments,
      ...clientPreset,
    },
    'client/src/generated/hooks.ts': {
      documents: adminDocuments,
      plugins: ['./client/codegen/hooks-plugin.mjs'],
      config: { typesModule: './graphql' },
    },
    // Which object types implement each interface (Kerjasama: Mou, Pks), for every InMemoryCache the client
    // makes: without it Apollo Client does not match fragments on an interface and drops their fields.
    'client/src/generated/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
    // The public site's own documents and hooks: the public pages import only these, so their bundle never
    // grows with the admin area's documents (one generated module ends up in one chunk).
    'client/src/generated/public/': {
      documents: publicDocuments,
      ...clientPreset,
    },
    'client/src/generated/public/hooks.ts': {
      documents: publicDocuments,
      plugins: ['./client/codegen/hooks-plugin.mjs'],
      config: { typesModule: './graphql' },
    },
  },
};

export default config;
