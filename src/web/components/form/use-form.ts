import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldProblem } from '#shared/checks/field-problem.js';
import { useStatusMessage } from '#web/components/ui/status-message';
import { errorField, errorMessage } from '#web/lib/api-client';
import { focusField } from './focus-field';

/** What is wrong, the field it is about (null: the form as a whole) and, when the server refused
 * what was sent, its error and the values sent. `attempt` remounts the alert so it is announced
 * again even when the words repeat. */
export type FormProblemState<Values, Field extends string> = {
  message: string;
  field: Field | null;
  attempt: number;
  error?: unknown;
  sent?: Values;
};

export type UseFormOptions<Values, Answer, Field extends string> = {
  initial: Values | (() => Values);
  /** A check of shared/checks: the first thing wrong with the values, or null to send them. */
  check?: (values: Values) => FieldProblem<Field> | null;
  /** Sends the values, usually a mutation's mutateAsync; a throw is a refusal. */
  submit: (values: Values) => Promise<Answer> | Answer;
  /** The fields a 400, 401 or 409 answer may name; the others' messages go to the alert only. */
  fields?: readonly Field[];
  /** The words shown once sent (the status message). */
  success?: string | ((answer: Answer, values: Values) => string);
  /** What else happens once sent; the values it returns replace those shown. */
  onSuccess?: (answer: Answer, values: Values) => Partial<Values> | void;
  /** The form sends once only: done, it stays done (an account made, a mail sent). */
  once?: boolean;
  /** Something else is under way (an upload, another button's request): the form waits. */
  busy?: boolean;
};

type StringKey<Values> = {
  [Key in keyof Values]: Values[Key] extends string ? Key : never;
}[keyof Values] &
  string;

type BooleanKey<Values> = {
  [Key in keyof Values]: Values[Key] extends boolean ? Key : never;
}[keyof Values] &
  string;

type FieldChange = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * One form's whole send: her values (controlled, see docs/decisions/0018-one-form-hook.md), the
 * shared check before sending, the pending state, the server's refusal with the field it names,
 * the field marked and the keyboard moved to it by name, the mark gone once she edits that field,
 * and the success message. A form then holds its fields and its words.
 */
export function useForm<
  Values extends Record<string, unknown>,
  Answer = unknown,
  Field extends string = never,
>(options: UseFormOptions<Values, Answer, Field>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(options.initial);
  // What the server last has (the values the form opened with, then each saved send), and what is
  // shown now, read when she leaves (unsaved-changes-guard.tsx): refs, since a save's own navigation
  // runs before the next render.
  const savedValues = useRef(values);
  const shownValues = useRef(values);
  shownValues.current = values;
  const [problem, setProblem] = useState<FormProblemState<Values, Field> | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  // State arrives with the next render; a second press before it must not send twice.
  const sending = useRef(false);
  const { message: status, report, clear: clearStatus } = useStatusMessage();

  /** Shows a problem (marking and focusing `field` when there is one); a success message goes. */
  const show = useCallback(
    (message: string, field: Field | null = null, refusal?: { error: unknown; sent: Values }) => {
      clearStatus();
      setProblem((last) => ({ message, field, attempt: (last?.attempt ?? 0) + 1, ...refusal }));
      if (field) focusField(formRef.current, field);
    },
    [clearStatus],
  );

  /** Shows a success message from another action of the form (e.g. a suggestion taken). */
  const say = useCallback(
    (text: string) => {
      setProblem(null);
      report('success', text);
    },
    [report],
  );

  /** She changed a field: its mark goes (the alert's words stay until the next send). */
  const set = useCallback(<Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem((last) =>
      last && (last.field as PropertyKey | null) === key ? { ...last, field: null } : last,
    );
  }, []);

  const errorOf = (name: string): string | undefined =>
    problem?.field !== null && problem?.field === name ? problem.message : undefined;

  const blocked = pending || done || Boolean(options.busy);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A form inside another one (a dialog over the article form) must not send that one too.
    event.stopPropagation();
    if (sending.current || blocked) return;
    clearStatus();
    const found = options.check?.(values) ?? null;
    if (found) {
      show(found.message, found.field);
      return;
    }
    setProblem(null);
    sending.current = true;
    setPending(true);
    let answer: Answer;
    try {
      answer = await options.submit(values);
    } catch (error) {
      show(errorMessage(error), errorField(error, options.fields ?? []), { error, sent: values });
      return;
    } finally {
      sending.current = false;
      setPending(false);
    }
    savedValues.current = values;
    const next = options.onSuccess?.(answer, values);
    if (next) {
      savedValues.current = { ...values, ...next };
      setValues((current) => ({ ...current, ...next }));
    }
    const words = typeof options.success === 'function' ? options.success(answer, values) : options.success;
    if (words) report('success', words);
    if (options.once) setDone(true);
  };

  /** name, value, onChange and error for a TextField or SelectField of a text value. */
  const field = (name: StringKey<Values>) => ({
    name,
    value: values[name] as string,
    onChange: (event: FieldChange) => set(name, event.currentTarget.value as Values[typeof name]),
    error: errorOf(name),
  });

  /** name, checked and onChange for a CheckChoice of a yes/no value. */
  const check = (name: BooleanKey<Values>) => ({
    name,
    checked: values[name] as boolean,
    onChange: (checked: boolean) => set(name, checked as Values[typeof name]),
  });

  return {
    /** Spread on the <form>. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      'aria-busy': pending || undefined,
    },
    /** Spread on the submit button: it says so while the form cannot send. */
    submitProps: { type: 'submit' as const, 'aria-disabled': blocked || undefined },
    values,
    set,
    field,
    check,
    errorOf,
    problem,
    status,
    show,
    say,
    /** Her request is on its way. */
    pending,
    /** A form that sends once has sent. */
    done,
    /** What she typed differs from what was last saved (or what the form opened with). */
    hasUnsavedChanges: () => !sameValues(shownValues.current, savedValues.current),
  };
}

/** Form values compare by what they hold (text, choices, lists of ids), not by identity. */
function sameValues(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
