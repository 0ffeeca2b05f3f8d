import { valibotResolver } from '@hookform/resolvers/valibot';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type * as v from 'valibot';

/**
 * A form checked by the same valibot schema the server checks with: its values typed from
 * the schema's input, its submitted data from its output. Fields are checked once the user
 * leaves them, unless `mode` says otherwise.
 */
export function useSchemaForm<Schema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>, 'resolver'>,
) {
  return useForm<v.InferInput<Schema>, unknown, v.InferOutput<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: valibotResolver(schema),
  });
}
