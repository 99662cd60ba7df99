import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Generated types mask fragments the way Apollo Client's `dataMasking: true` does at runtime.
declare module '@apollo/client' {
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
