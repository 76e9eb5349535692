import { Form, useSearchParams } from 'react-router';
import { copy } from '../../../../shared/copy.js';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths, queryParams } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import './search.css';

export default function SearchRoute() {
  useDocumentTitle(copy.member.searchHeading);
  const [searchParams] = useSearchParams();
  const query = (searchParams.get(queryParams.search) ?? '').trim();
  return (
    <>
      <h1>{copy.member.searchHeading}</h1>
      {/* A GET form keeps the words in the address, so results can be bookmarked and shared. */}
      <Form role="search" method="get" action={paths.member.search} className="search-form">
        <TextField
          key={query}
          type="search"
          name={queryParams.search}
          label={copy.member.searchLabel}
          defaultValue={query}
          enterKeyHint="search"
          className="search-form__field"
        />
        <Button type="submit">{copy.member.searchSubmit}</Button>
      </Form>
    </>
  );
}
