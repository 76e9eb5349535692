import { useId } from 'react';
import { commentFields, commentProblem } from '#shared/checks/comment-checks.js';
import { commentKinds, commentLimits, countCharacters, type CommentKind } from '#shared/comments.js';
import { copy } from '#shared/copy.js';
import type { CommentSaved } from '#shared/schemas/comments.js';
import { RadioChoices } from '#web/components/form/choice-group';
import { FormMessages } from '#web/components/form/form-messages';
import { useForm } from '#web/components/form/use-form';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';

type CommentFormProps = {
  /** new: a comment or a question (she chooses); reply and edit: the text only. */
  mode: 'new' | 'reply' | 'edit';
  initialBody?: string;
  label?: string;
  submitLabel: string;
  send: (values: { kind: CommentKind; body: string }) => Promise<CommentSaved | { message: string }>;
  /** Sent: a reply or an edit closes its form and the caller shows the answer's words. */
  onDone?: (message: string) => void;
  onCancel?: () => void;
};

/** Writing a comment, a question, a reply, or changing her own: counted as the server counts. */
export function CommentForm({
  mode,
  initialBody = '',
  label,
  submitLabel,
  send,
  onDone,
  onCancel,
}: CommentFormProps) {
  const counterId = useId();
  const form = useForm({
    initial: { kind: 'comment' as CommentKind, body: initialBody },
    check: commentProblem,
    submit: send,
    fields: commentFields,
    success: mode === 'new' ? (answer) => answer.message : undefined,
    onSuccess: (answer) => {
      onDone?.(answer.message);
      return mode === 'edit' ? undefined : { body: '', kind: 'comment' as CommentKind };
    },
  });
  const length = countCharacters(form.values.body);
  const bodyField = form.field('body');
  return (
    <form className="comment-form stack" {...form.formProps}>
      <FormMessages form={form} />
      {mode === 'new' && (
        <fieldset className="comment-form__kinds">
          <legend>{copy.comments.kindLegend}</legend>
          <RadioChoices
            name="kind"
            options={commentKinds}
            value={form.values.kind}
            onChange={(kind) => form.set('kind', kind)}
            labelOf={(kind) => copy.comments.kinds[kind]}
          />
        </fieldset>
      )}
      <Field
        label={label ?? copy.comments.bodyLabel}
        hint={copy.comments.bodyHint(commentLimits.maxLength)}
        error={bodyField.error}
      >
        {(control) => (
          <textarea
            {...control}
            aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
            className={`${control.className} comment-form__body`}
            rows={mode === 'new' ? 4 : 3}
            name={bodyField.name}
            value={bodyField.value}
            onChange={bodyField.onChange}
          />
        )}
      </Field>
      <p
        id={counterId}
        className="comment-form__count"
        data-over={length > commentLimits.maxLength || undefined}
      >
        {copy.comments.characterCount(length, commentLimits.maxLength)}
      </p>
      <div className="comment-form__actions">
        <Button {...form.submitProps}>{submitLabel}</Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {copy.comments.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
