'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useController,
  useForm,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type Resolver,
  type ResolverOptions,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/fetch-client';
import { FieldTextContext, useFieldText, type FieldText } from './field-text';
import { useProblemText } from './use-problem-text';
import styles from './ui.module.css';

interface ZodFormOptions<TValues extends FieldValues, TBody extends FieldValues> extends Omit<UseFormProps<TValues, unknown, TBody>, 'resolver'> {
  /** The route's own schema (lib/<domain>/schemas.ts): the form checks what the server will. */
  schema: z.ZodType<unknown, TBody>;
  /** What the form holds (Decimals, local times) as the request body the schema reads; the values themselves when they already are. */
  toBody?: (values: TValues) => TBody;
}

/**
 * A form on react-hook-form checked by the server's zod schema. A field is checked when it loses
 * the focus and then at each change, so its message stays until the value is fixed; on submit
 * every field is checked, and the body handed on is exactly what the schema accepted.
 */
export function useZodForm<TValues extends FieldValues, TBody extends FieldValues = TValues>({ schema, toBody, ...options }: ZodFormOptions<TValues, TBody>) {
  // raw: the body as typed goes to the server, which parses it with the same schema again.
  const check = zodResolver(schema as z.ZodType<TBody, TBody>, undefined, { raw: true });
  // The messages' paths are the body's, which the form's fields are named after.
  const resolver = ((values, context, resolverOptions) =>
    check((toBody ? toBody(values) : values) as unknown as TBody, context, resolverOptions as unknown as ResolverOptions<TBody>)) as Resolver<
    TValues,
    unknown,
    TBody
  >;
  return useForm<TValues, unknown, TBody>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // The Form focuses the first message in the page's order, which the fields' registration order need not be.
    shouldFocusError: false,
    ...options,
    resolver,
  });
}

/**
 * The one mapping from a refused call to the form's fields: each field the server's 400 names
 * gets its message key (nested paths as "shareholderTerms.limit", as react-hook-form names them).
 * Returns whether the problem named a field; a refusal that names none is the form's own message.
 */
export function showFieldProblems<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown): boolean {
  const fields = error instanceof ApiError ? Object.entries(error.problem.fields ?? {}).filter(([path]) => path !== '_') : [];
  for (const [path, key] of fields) setError(path as FieldPath<T>, { type: 'server', message: key });
  return fields.length > 0;
}

interface FormProps<TValues extends FieldValues, TBody extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<TValues, unknown, TBody>;
  /** Sends the checked body; a refusal it throws is shown on the fields it names, or above them. */
  onSubmit: (body: TBody) => Promise<unknown> | void;
  /** The screen's own texts for message keys (e.g. the offers' `errors`). */
  fieldText?: FieldText;
  children: ReactNode;
}

/**
 * The frame of every form: no browser bubbles (the schema speaks), the form's own message on top,
 * and after a submit with problems the first field with a message in the page's order gets the
 * focus and is scrolled into view. A form sent before the page's script ran goes to the page as a
 * POST (which renders the page again), so its fields (e-mail addresses) never stand in the address.
 */
export function Form<TValues extends FieldValues, TBody extends FieldValues>({ form, onSubmit, fieldText, children, ...rest }: FormProps<TValues, TBody>) {
  const ref = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const problemText = useProblemText();
  // After the messages are on the page: react-hook-form renders them once its own state has settled.
  const focusFirstProblem = () =>
    setTimeout(() => {
      const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input');
      first?.focus({ preventScroll: true });
      first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });
  const submit = (e: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (body) => {
      setFailure(null);
      try {
        await onSubmit(body);
      } catch (error) {
        if (showFieldProblems(form.setError, error)) focusFirstProblem();
        else setFailure(error);
      }
    }, focusFirstProblem)(e);
  return (
    <FormProvider {...form}>
      <FieldTextContext value={fieldText}>
        <form ref={ref} method="post" noValidate {...rest} onSubmit={submit}>
          {failure !== null && (
            <p className={styles.formError} role="alert" data-testid="form-error">
              {problemText(failure)}
            </p>
          )}
          {children}
        </form>
      </FieldTextContext>
    </FormProvider>
  );
}

interface FieldRenderProps<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** The field's message as text, or null: hand it to the control's `error`. */
  error: string | null;
}

/**
 * One field of a Form: binds any control of components/ui (NumberInput, DatePicker, Select, ...)
 * to the form's value and message through its value/onChange/onBlur/error props.
 */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  render,
}: {
  /** The form's control (form.control): it types the name and the value. */
  control: Control<TValues, unknown, FieldValues>;
  name: TName;
  render: (field: FieldRenderProps<FieldPathValue<TValues, TName>>) => ReactNode;
}) {
  const { field, fieldState } = useController<TValues, TName, FieldValues>({ control, name });
  const fieldText = useFieldText();
  const tv = useTranslations('validation');
  const key = fieldState.error?.message;
  // A key without any text reads as "invalid value" rather than as a key.
  const error = key ? (fieldText(key) ?? tv('invalid_value')) : null;
  return render({ name, value: field.value, onChange: field.onChange, onBlur: field.onBlur, error });
}
