import { useSearchParams } from 'react-router';
import { copy } from '#shared/copy.js';
import { Card } from '#web/components/ui/card';
import { queryParams } from '#web/config/paths';
import { ReminderStop } from '#web/features/live/components/reminder-stop';
import { useDocumentTitle } from '#web/hooks/use-document-title';

/** The stop link of the live-lesson reminder mail: open to anyone holding the link, no sign-in. */
export default function LiveReminderStopRoute() {
  useDocumentTitle(copy.live.stop.heading);
  const [searchParams] = useSearchParams();
  return (
    <Card className="stack">
      <h1>{copy.live.stop.heading}</h1>
      <ReminderStop token={searchParams.get(queryParams.reminderStopToken)} />
    </Card>
  );
}
