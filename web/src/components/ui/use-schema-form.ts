import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
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

/** One registered control with its message, as the labelled fields (TextField...) take them. */
export type BoundField = UseFormRegisterReturn & { error: string | undefined };

/** The props that bind a labelled field to a form value: the registration and the value's error. */
export function bindField<Values extends FieldValues, Name extends Path<Values>>(
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>,
  name: Name,
  options?: RegisterOptions<Values, Name>,
): BoundField {
  return {
    ...form.register(name, options),
    // Given the form's state, this reads the errors through it, so the field re-renders with them.
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
