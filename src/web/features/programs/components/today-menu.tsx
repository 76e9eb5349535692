import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy.js';
import type { ContentCard } from '#shared/schemas/contents.js';
import type { TodayMenu as TodayMenuData } from '#shared/schemas/programs.js';
import { ProgressText } from './program-progress';
import './programs.css';

type TodayMenuProps = {
  menu: TodayMenuData;
  programHref: (id: string) => string;
  renderContents: (cards: ContentCard[]) => ReactNode;
};

/**
 * 今日のメニュー for each program she follows: today's day (the latest open one) and its contents;
 * a note when earlier days are still to do.
 */
export function TodayMenu({ menu, programHref, renderContents }: TodayMenuProps) {
  return (
    <div className="today-menu">
      {menu.items.map((item) => {
        const progress = item.program.progress;
        return (
          <article key={item.program.id} className="today-menu__program">
            <h3>
              <Link to={programHref(item.program.id)}>{item.program.title}</Link>
              {` ${copy.programs.dayLabel(item.day)}`}
            </h3>
            {progress && <ProgressText {...progress} />}
            {progress?.finished ? (
              <p>{copy.programs.finished}</p>
            ) : (
              item.dayDone && <p className="program-day__status--done">{copy.programs.dayIsDone}</p>
            )}
            {progress && progress.catchUpDays > 0 && <p>{copy.programs.catchUp(progress.catchUpDays)}</p>}
            {item.contents.length > 0 ? (
              renderContents(item.contents.map((entry) => entry.content))
            ) : (
              <p>{copy.programs.noContents}</p>
            )}
          </article>
        );
      })}
    </div>
  );
}
