import { FIELD_MESSAGES, type FieldMessage } from '@touchline/site';

const KEYS: Readonly<Record<FieldMessage, string>> = {
  [FIELD_MESSAGES.required]: 'validation.field.required',
  [FIELD_MESSAGES.numeric]: 'validation.field.numeric',
  [FIELD_MESSAGES.minimum]: 'validation.field.minimum',
  [FIELD_MESSAGES.maximum]: 'validation.field.maximum',
};

/** spec shell §5: the catalogue key of a field message (the package's rules speak English). */
export function fieldMessageKey(message: FieldMessage): string {
  return KEYS[message];
}
