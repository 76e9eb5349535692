import { useState, type FormEvent } from 'react';
import { passphraseFields, passphraseProblem } from '#shared/checks/passphrase-checks.js';
import { copy } from '#shared/copy.js';
import type { PassphraseMonths } from '#shared/schemas/admin.js';
import { QueryProblem } from '#web/components/query-problem';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { Spinner } from '#web/components/ui/spinner';
import { StatusMessage, useStatusMessage } from '#web/components/ui/status-message';
import { TextField } from '#web/components/ui/text-field';
import { errorField, errorMessage } from '#web/lib/api-client';
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
    return (
      <QueryProblem error={months.error} onRetry={() => void months.refetch()} retrying={months.isFetching} />
    );
  }
  return <Spinner />;
}

function PassphraseScreen({ data }: { data: PassphraseMonths }) {
  const save = useSavePassphrase();
  const suggestion = usePassphraseSuggestion();
  const [month, setMonth] = useState(() => firstMonthToSet(data.months, data.currentMonth));
  const passphraseOf = (key: string) => data.months.find((row) => row.month === key)?.passphrase ?? null;
  const [passphrase, setPassphrase] = useState(() => passphraseOf(month) ?? '');
  const { message, report } = useStatusMessage();
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = passphraseProblem({ passphrase });
    if (problem) {
      setFieldError(problem.message);
      report('error', problem.message);
      return;
    }
    setFieldError(undefined);
    save.mutate(
      { month, passphrase: passphrase.trim() },
      {
        onSuccess: ({ message: text, endedGuestSessions }) => {
          const saved = text || copy.admin.passphraseSaved(month);
          report(
            'success',
            endedGuestSessions > 0 ? `${saved}。${copy.admin.guestSessionsEnded(endedGuestSessions)}` : saved,
          );
        },
        onError: (error) => {
          const text = errorMessage(error);
          if (errorField(error, passphraseFields)) setFieldError(text);
          report('error', text);
        },
      },
    );
  };

  const suggest = () => {
    if (suggestion.isPending) return;
    suggestion.mutate(undefined, {
      onSuccess: ({ passphrase: suggested }) => {
        setPassphrase(suggested);
        setFieldError(undefined);
        report('success', copy.admin.passphraseSuggested(suggested));
      },
      onError: (error) => report('error', errorMessage(error)),
    });
  };

  const options = data.months.map((row) => ({
    value: row.month,
    label:
      row.month === data.currentMonth
        ? `${monthLabel(row.month)}（${copy.admin.passphrases.currentMonth}）`
        : monthLabel(row.month),
  }));

  return (
    <>
      <StatusMessage message={message} />
      <form className="passphrase-form" noValidate onSubmit={submit}>
        <SelectField
          label={copy.admin.passphraseLabels.month}
          name="month"
          options={options}
          value={month}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setMonth(next);
            setPassphrase(passphraseOf(next) ?? '');
            setFieldError(undefined);
          }}
        />
        <TextField
          label={copy.admin.passphraseLabels.passphrase}
          name="passphrase"
          autoComplete="off"
          maxLength={200}
          value={passphrase}
          onChange={(event) => {
            setPassphrase(event.currentTarget.value);
            setFieldError(undefined);
          }}
          hint={copy.admin.passphraseHint}
          error={fieldError}
        />
        <div className="passphrase-form__actions">
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? copy.admin.working : copy.admin.savePassphrase}
          </Button>
          <Button variant="secondary" onClick={suggest} aria-disabled={suggestion.isPending || undefined}>
            {suggestion.isPending ? copy.admin.working : copy.admin.suggestPassphrase}
          </Button>
        </div>
      </form>
      <table className="passphrase-table">
        <caption className="visually-hidden">{copy.admin.tabs.passphrases}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.admin.passphrases.monthColumn}</th>
            <th scope="col">{copy.admin.passphraseLabels.passphrase}</th>
          </tr>
        </thead>
        <tbody>
          {data.months.map((row) => {
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
