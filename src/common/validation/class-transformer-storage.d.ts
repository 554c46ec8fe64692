/** class-transformer keeps `@Type()` metadata in a module its index does not re-export; the shape check reads it. */
declare module 'class-transformer/cjs/storage' {
  export const defaultMetadataStorage: import('class-transformer/types/MetadataStorage').MetadataStorage;
}
