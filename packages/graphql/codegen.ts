import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'packages/graphql/schema/*.graphql',
  documents: ['apps/admin/src/**/*.{ts,tsx}', '!apps/admin/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'packages/graphql/src/generated/client/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        documentMode: 'string',
      },
    },
    'packages/graphql/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { DateTime: 'string' },
        contextType: '../context-type.ts#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        maybeValue: 'T | null | undefined',
      },
    },
  },
};
export default config;
