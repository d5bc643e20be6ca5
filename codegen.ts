import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  DateTimeISO: 'string',
  LocalDate: 'string',
  Upload: 'File',
};

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: false,
      },
    },
    'client/src/generated/hooks.ts': {
      plugins: ['./client/codegen/hooks-plugin.mjs'],
      config: { typesModule: './graphql' },
    },
  },
};

export default config;
