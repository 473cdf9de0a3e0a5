import { collectionNameSchema } from '@postradar/contracts';

/**
 * Whether a category, group or saved search may take `name`, by the API's own rule (1 to 80
 * characters after trimming), checked before sending it.
 */
export function isCollectionNameValid(name: string): boolean {
  return collectionNameSchema.safeParse(name).success;
}
