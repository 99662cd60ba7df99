import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Generated types mask fragments the way Apollo Client's `dataMasking: true` does at runtime.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds the members
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
