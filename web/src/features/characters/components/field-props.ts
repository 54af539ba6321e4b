import type { CharacterValues } from '../form-values';

/** What every group of character fields receives. */
export interface FieldGroupProps {
  values: CharacterValues;
  errors: Record<string, string | undefined>;
  onChange(patch: Partial<CharacterValues>): void;
}
