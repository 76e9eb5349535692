import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { searchMaxLength, searchProblem } from '#shared/checks/search-checks.js';
import { copy } from '#shared/copy.js';
import { LineIcon } from '#web/components/ui/line-icon';
import { paths, queryParams } from '#web/config/paths';

/** コンテンツを検索 in the header: a GET form, so the words stay in the address of the results. */
export function HeaderSearch() {
  const inputId = useId();
  const problemId = useId();
  // Too many words: said here before sending, as the server would say it; what she typed stays.
  const [problem, setProblem] = useState<string | null>(null);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // On the results page the field shows the words searched for; elsewhere it starts empty.
  const current =
    location.pathname === paths.member.search ? (searchParams.get(queryParams.search) ?? '') : '';
  const fieldRef = useRef<HTMLInputElement>(null);
  // The words the field last took from the address. When the address's words change (a search
  // sent, a suggested word, a tab, back), the field shows the new ones, except while she is typing
  // in it: a results page appears a moment after she presses 検索, and what she typed in that
  // moment stays. Words she typed and left (she tapped elsewhere) give way to the page's.
  const shown = useRef(current);
  const [firstWords] = useState(current);
  useLayoutEffect(() => {
    const field = fieldRef.current;
    const typing = field !== null && document.activeElement === field && field.value !== shown.current;
    if (field && !typing) field.value = current;
    shown.current = current;
  }, [current]);

  return (
    <Form
      role="search"
      method="get"
      action={paths.member.search}
      className="header-search"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        const field = event.currentTarget.elements.namedItem(queryParams.search) as HTMLInputElement;
        const found = searchProblem(field.value);
        setProblem(found?.message ?? null);
        if (found) {
          event.preventDefault();
          field.focus();
        }
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {copy.member.searchLabel}
      </label>
      <input
        ref={fieldRef}
        id={inputId}
        type="search"
        name={queryParams.search}
        defaultValue={firstWords}
        placeholder={copy.member.searchLabel}
        maxLength={searchMaxLength}
        enterKeyHint="search"
        autoComplete="off"
        className="header-search__input"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={() => setProblem(null)}
      />
      <button type="submit" className="header-search__button" aria-label={copy.member.searchSubmit}>
        <LineIcon size={22} strokeWidth={2}>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </LineIcon>
      </button>
      {problem && (
        <p id={problemId} role="alert" className="header-search__problem">
          {problem}
        </p>
      )}
    </Form>
  );
}
