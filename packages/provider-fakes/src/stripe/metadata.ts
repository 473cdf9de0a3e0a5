import type { FormFields } from './form-body';
import { objectField, stringEntries, textField } from './form-body';
import type { Metadata } from './stripe-objects';

/**
 * Metadata after an update, as Stripe merges it: new keys are added, a key sent empty is removed,
 * and `metadata=` (empty) clears everything.
 */
export function mergeMetadata(current: Metadata, fields: FormFields): Metadata {
  if (textField(fields, 'metadata') === '') return {};
  const merged = { ...current, ...stringEntries(objectField(fields, 'metadata')) };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
}
