import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { copy } from '#shared/copy.js';
import { programLimits } from '#shared/programs.js';
import { Button } from '#web/components/ui/button';
import type { PickableContent } from '../api/get-pickable-contents';
import { searchTitles } from '../day-editing';

const text = copy.programs.admin;

/** What is being dragged: a whole day, or one content of a day. */
export type Dragged = { kind: 'day'; day: number } | { kind: 'content'; day: number; index: number };

type DayEditorProps = {
  /** 0-based. */
  day: number;
  dayCount: number;
  contents: PickableContent[];
  pickable: PickableContent[];
  dragged: Dragged | null;
  onDragChange: (dragged: Dragged | null) => void;
  onMoveDay: (to: number) => void;
  onMoveContent: (from: { day: number; index: number }, toIndex: number) => void;
  onAdd: (content: PickableContent) => void;
  onRemove: (index: number) => void;
};

/**
 * One day of the program: its contents in order (上へ・下へ buttons and drag), a search to add
 * one (three at most), and buttons to move the whole day.
 */
export function DayEditor(props: DayEditorProps) {
  const { day, dayCount, contents, pickable, dragged, onDragChange } = props;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const label = copy.programs.dayLabel(day + 1);
  const full = contents.length >= programLimits.maxContentsPerDay;
  const results =
    searched === null
      ? []
      : searchTitles(pickable, searched, new Set(contents.map((content) => content.id)), 8);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearched(query);
  };
  const allowDrop = (event: DragEvent) => {
    if (dragged) event.preventDefault();
  };
  const dropAt = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (dragged?.kind === 'content') props.onMoveContent({ day: dragged.day, index: dragged.index }, index);
    if (dragged?.kind === 'day') props.onMoveDay(day);
    onDragChange(null);
  };

  return (
    <fieldset
      className="day-editor"
      onDragOver={allowDrop}
      onDrop={dropAt(contents.length)}
      data-dragging={dragged?.kind === 'day' && dragged.day === day ? 'true' : undefined}
    >
      <legend>{label}</legend>
      <div
        className="day-editor__head"
        draggable
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', label);
          onDragChange({ kind: 'day', day });
        }}
        onDragEnd={() => onDragChange(null)}
      >
        <span aria-hidden="true" className="day-editor__grip">
          ⋮⋮
        </span>
        <Button variant="ghost" disabled={day === 0} onClick={() => props.onMoveDay(day - 1)}>
          {text.moveUp(label)}
        </Button>
        <Button variant="ghost" disabled={day === dayCount - 1} onClick={() => props.onMoveDay(day + 1)}>
          {text.moveDown(label)}
        </Button>
      </div>
      <ol className="day-editor__contents">
        {contents.map((content, index) => (
          <li
            key={content.id}
            className="day-editor__content"
            draggable
            onDragStart={(event) => {
              event.stopPropagation();
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', content.title);
              onDragChange({ kind: 'content', day, index });
            }}
            onDragEnd={() => onDragChange(null)}
            onDragOver={allowDrop}
            onDrop={dropAt(index)}
          >
            <span aria-hidden="true" className="day-editor__grip">
              ⋮⋮
            </span>
            <span className="day-editor__title">{content.title}</span>
            <span className="day-editor__buttons">
              <Button
                variant="ghost"
                disabled={index === 0}
                onClick={() => props.onMoveContent({ day, index }, index - 1)}
              >
                <span aria-hidden="true">↑</span>
                <span className="visually-hidden">{text.moveUp(content.title)}</span>
              </Button>
              <Button
                variant="ghost"
                disabled={index === contents.length - 1}
                onClick={() => props.onMoveContent({ day, index }, index + 1)}
              >
                <span aria-hidden="true">↓</span>
                <span className="visually-hidden">{text.moveDown(content.title)}</span>
              </Button>
              <Button variant="secondary" onClick={() => props.onRemove(index)}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{text.remove(content.title)}</span>
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {full ? (
        <p className="field__hint">{text.dayFull}</p>
      ) : (
        <div className="day-editor__search" role="search" aria-label={text.searchLabel(day + 1)}>
          <label htmlFor={searchId} className="visually-hidden">
            {text.searchLabel(day + 1)}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={text.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search(event);
            }}
          />
          <Button variant="secondary" onClick={search}>
            {text.searchButton}
          </Button>
        </div>
      )}
      {!full && searched !== null && (
        <ul className="day-editor__results" aria-live="polite">
          {results.length === 0 ? (
            <li>{text.noResults}</li>
          ) : (
            results.map((content) => (
              <li key={content.id}>
                <span>{content.title}</span>
                <Button
                  variant="secondary"
                  aria-label={text.addContent(content.title)}
                  onClick={() => {
                    props.onAdd(content);
                    setSearched(null);
                    setQuery('');
                  }}
                >
                  {text.add}
                </Button>
              </li>
            ))
          )}
        </ul>
      )}
    </fieldset>
  );
}
