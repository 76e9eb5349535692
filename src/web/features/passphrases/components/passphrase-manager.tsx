import { passphraseFields, passphraseProblem } from '#shared/checks/passphrase-checks.js';
import { copy } from '#shared/copy.js';
import type { PassphraseMonths } from '#shared/schemas/admin.js';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { errorMessage } from '#web/lib/api-client';
import { FormMessages } from '#web/components/form/form-messages';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAskBeforeSubmit } from '#web/components/form/use-ask-before-submit';
import { useForm } from '#web/components/form/use-form';
import { usePassphraseSuggestion } from '../api/get-passphrase-suggestion';
import { usePassphrases } from '../api/get-passphrases';
import { useSavePassphrase } from '../api/save-passphrase';
import { firstMonthToSet, monthLabel } from '../month-label';
import './passphrase-manager.css';

/** 合言葉: set or replace a month's passphrase, and every month's passphrase (or 未設定). */
export function PassphraseManager() {
  const months = usePassphrases();
  if (months.data) return <PassphraseScreen data={months.data} />;
  if (months.isError) {
    return <QueryProblem query={months} />;
  }
  return <Spinner />;
}

function PassphraseScreen({ data }: { data: PassphraseMonths }) {
  const save = useSavePassphrase();
  const suggestion = usePassphraseSuggestion();
  const passphraseOf = (key: string) => data.months.find((row) => row.month === key)?.passphrase ?? null;
  const form = useForm({
    initial: () => {
      const month = firstMonthToSet(data.months, data.currentMonth);
      return { month, passphrase: passphraseOf(month) ?? '' };
    },
    check: passphraseProblem,
    submit: ({ month, passphrase }) => save.mutateAsync({ month, passphrase: passphrase.trim() }),
    fields: passphraseFields,
    success: ({ message: text, endedGuestSessions }, { month }) => {
      const saved = text || copy.admin.passphraseSaved(month);
      return endedGuestSessions > 0
        ? `${saved}。${copy.admin.guestSessionsEnded(endedGuestSessions)}`
        : saved;
    },
  });

  const suggest = () => {
    if (suggestion.isPending) return;
    suggestion.mutate(undefined, {
      onSuccess: ({ passphrase: suggested }) => {
        form.set('passphrase', suggested);
        form.say(copy.admin.passphraseSuggested(suggested));
      },
      onError: (error) => form.show(errorMessage(error)),
    });
  };

  // This month's passphrase replaced ends every guest's visit (the server signs them out): asked
  // first, once the values pass the checks. Other months have no one inside yet.
  const currentPassphrase = passphraseOf(data.currentMonth);
  const replacesCurrent =
    form.values.month === data.currentMonth &&
    currentPassphrase !== null &&
    form.values.passphrase.trim() !== currentPassphrase &&
    passphraseProblem(form.values) === null;
  const asking = useAskBeforeSubmit(form, replacesCurrent);

  // Past months are kept for the record; only this month and later can be set.
  const settable = data.months.filter((row) => row.month >= data.currentMonth);
  const past = data.months.filter((row) => row.month < data.currentMonth).reverse();
  const options = settable.map((row) => ({
    value: row.month,
    label:
      row.month === data.currentMonth
        ? `${monthLabel(row.month)}（${copy.admin.passphrases.currentMonth}）`
        : monthLabel(row.month),
  }));

  return (
    <>
      <form className="passphrase-form" {...asking.formProps}>
        <FormMessages form={form} />
        <SelectField
          label={copy.admin.passphraseLabels.month}
          options={options}
          {...form.field('month')}
          onChange={(event) => {
            // Another month: its passphrase (or nothing yet) is the one to edit.
            const next = event.currentTarget.value;
            form.set('month', next);
            form.set('passphrase', passphraseOf(next) ?? '');
          }}
        />
        <TextField
          label={copy.admin.passphraseLabels.passphrase}
          autoComplete="off"
          maxLength={200}
          hint={copy.admin.passphraseHint}
          {...form.field('passphrase')}
        />
        <div className="passphrase-form__actions">
          <SubmitButton form={form}>{copy.admin.savePassphrase}</SubmitButton>
          <Button variant="secondary" onClick={suggest} aria-disabled={suggestion.isPending || undefined}>
            {suggestion.isPending ? copy.site.working : copy.admin.suggestPassphrase}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        {...asking.dialog}
        question={copy.admin.passphrases.replaceQuestion(monthLabel(data.currentMonth))}
        confirmLabel={copy.admin.passphrases.replaceConfirm}
      >
        <p>{copy.admin.passphrases.replaceEffect}</p>
      </ConfirmDialog>
      <table className="data-table passphrase-table">
        <caption className="visually-hidden">{copy.admin.tabs.passphrases}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.admin.passphrases.monthColumn}</th>
            <th scope="col">{copy.admin.passphraseLabels.passphrase}</th>
          </tr>
        </thead>
        <tbody>
          {[...settable, ...past].map((row) => {
            const current = row.month === data.currentMonth;
            return (
              <tr key={row.month} className={current ? 'passphrase-table__current' : undefined}>
                <th scope="row">
                  {monthLabel(row.month)}
                  {current && (
                    <span className="passphrase-table__badge">{copy.admin.passphrases.currentMonth}</span>
                  )}
                </th>
                <td>
                  {row.passphrase ?? (
                    <span className="passphrase-table__unset">{copy.admin.passphrases.unset}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
