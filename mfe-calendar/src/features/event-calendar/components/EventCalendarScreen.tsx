import type { CalendarEventRecord } from '@greenroom/contracts';
import { canAccess, theaterDay, useSession } from '@greenroom/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, ButtonGroup } from 'react-bootstrap';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { eventDay } from '../../../common/event-time';
import { useCalendarData } from '../api/get-calendar-data';
import { useCalendarEvent } from '../api/get-calendar-event';
import { useCategories } from '../../../common/api/get-categories';
import { useCalendarView } from '../hooks/use-calendar-view';
import { useNarrowContent } from '../hooks/use-narrow-content';
import { useSelectedDate } from '../hooks/use-selected-date';
import { buildMonthGrid, eventsByDay, gridRange, monthOf, monthTitle } from '../lib/month-grid';
import { monthGridRem } from '../lib/month-grid-width';
import { AddEventDialog } from './AddEventDialog';
import styles from './calendar.module.css';
import { CalendarViewSwitch } from './CalendarViewSwitch';
import { CategoryLegend } from './CategoryLegend';
import { DayEventsDialog } from './DayEventsDialog';
import { EditEventDialog } from './EditEventDialog';
import { EventDetailsDialog } from './EventDetailsDialog';
import { MonthGrid } from './MonthGrid';
import { MonthList } from './MonthList';
import { PrintMonth } from './PrintMonth';
import { SubscribeDialog } from './SubscribeDialog';
import { TheaterZoneNote } from './TheaterZoneNote';

/**
 * Below this width (in the member's text size) a grid cell cannot show a readable title: the month is then shown
 * as a list until the member picks a view (about 540 px at Normal text: a phone, or a tablet beside the sidebar).
 * The list also shows where the month's widest word would not fit a chip whole (monthGridRem): an iPad held
 * sideways beside the sidebar, or Larger text on a laptop.
 */
const LIST_BELOW_EMS = 30;

/** Who may add, edit and delete events (the server enforces the same). */
export const EVENT_EDITORS = 'Leader,Board,Admin';

type Dialog =
  | { kind: 'add'; date: string }
  | { kind: 'details'; event: CalendarEventRecord }
  | { kind: 'edit'; event: CalendarEventRecord }
  | { kind: 'subscribe' }
  | { kind: 'day'; date: string }
  | null;

/** /event-calendar, and /new-event and /edit-event?id=... which open the same dialogs over it. */
export function EventCalendarScreen() {
  const { member } = useSession();
  const canEdit = canAccess(member?.Portal_Permission, EVENT_EDITORS);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The theater's today, not the device's: near midnight the two can be different days.
  const today = theaterDay(new Date());
  const [selectedDate, rememberDate] = useSelectedDate(today);
  const [view, setView] = useState(() => monthOf(today));
  const screen = useRef<HTMLElement>(null);
  const [dialog, setDialog] = useState<Dialog>(() => (pathname === '/new-event' && canEdit ? { kind: 'add', date: selectedDate } : null));

  const cells = useMemo(() => buildMonthGrid(view.year, view.month, theaterDay(new Date())), [view]);
  const { from, to } = useMemo(() => gridRange(cells), [cells]);
  const categories = useCategories();
  const events = useCalendarData(from, to, !categories.isPending);
  const records = useMemo(() => (events.isError ? [] : (events.data ?? [])), [events.isError, events.data]);
  const gridEms = useCallback(() => Math.max(LIST_BELOW_EMS, monthGridRem(records.map((record) => record.fields.Title))), [records]);
  const [calendarView, chooseView] = useCalendarView(useNarrowContent(screen, gridEms));
  const byDay = useMemo(() => eventsByDay(records), [records]);
  const loading = categories.isPending || events.isPending || events.isFetching;

  // /edit-event?id=… opens the event to edit; /event-calendar?event=… (the digest e-mails' links) its details.
  const editId = pathname === '/edit-event' && canEdit ? searchParams.get('id') : null;
  const shownId = pathname === '/event-calendar' ? searchParams.get('event') : null;
  const eventToEdit = useCalendarEvent(editId ?? shownId);
  const [openedEdit, setOpenedEdit] = useState<string | null>(null);
  useEffect(() => {
    const found = eventToEdit.data;
    if (!found || openedEdit === found.id) return;
    setOpenedEdit(found.id);
    setView(monthOf(eventDay(found.fields.StartDateTime)));
    setDialog(editId !== null ? { kind: 'edit', event: found } : { kind: 'details', event: found });
  }, [eventToEdit.data, openedEdit, editId]);

  const closeDialog = () => {
    setDialog(null);
    if (pathname !== '/event-calendar') navigate('/event-calendar');
  };
  const addOnDay = (date: string) => {
    if (dialog) return;
    rememberDate(date);
    setDialog({ kind: 'add', date });
  };
  const openEvent = (event: CalendarEventRecord) => !dialog && setDialog({ kind: 'details', event });
  const moveMonth = (step: number) =>
    setView(({ year, month }) => ({ year: year + Math.floor((month + step) / 12), month: (((month + step) % 12) + 12) % 12 }));

  return (
    <section data-testid="screen-event-calendar" ref={screen}>
      {/* On paper the month's own title names the month: this one and the controls would push it to a second page. */}
      <h1 className={styles.noPrint}>Event Calendar</h1>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <h2 className={styles.monthTitle} aria-live="polite">
          {monthTitle(view.year, view.month)}
        </h2>
        <ButtonGroup aria-label="Change month" className="flex-wrap">
          <Button variant="outline-dark" size="lg" onClick={() => moveMonth(-1)}>
            ‹ Previous
          </Button>
          <Button variant="outline-dark" size="lg" onClick={() => setView(monthOf(theaterDay(new Date())))}>
            Today
          </Button>
          <Button variant="outline-dark" size="lg" onClick={() => moveMonth(1)}>
            Next ›
          </Button>
        </ButtonGroup>
        {canEdit && (
          <Button size="lg" onClick={() => addOnDay(selectedDate)}>
            Add Event
          </Button>
        )}
        <Button variant="link" size="lg" onClick={() => setDialog({ kind: 'subscribe' })}>
          Subscribe
        </Button>
        <CalendarViewSwitch view={calendarView} onChange={chooseView} />
      </div>
      <div className={styles.noPrint}>
        <TheaterZoneNote />
        <CategoryLegend events={records} categories={categories.data ?? []} />
      </div>
      {events.isError && <Alert variant="danger">Failed to load calendar data</Alert>}
      {eventToEdit.isError && <Alert variant="danger">Error loading event data. Please try again.</Alert>}
      {!loading && !events.isError && records.length === 0 && <p className="fs-5">No events found.</p>}
      {canEdit && calendarView === 'grid' && (
        <p className={`text-body-secondary ${styles.noPrint}`}>Click an empty part of a day to add an event on that day.</p>
      )}
      <div className={styles.gridWrapper} aria-busy={loading}>
        {calendarView === 'grid' ? (
          <>
            <div className={styles.noPrint}>
              <MonthGrid
                cells={cells}
                eventsByDay={byDay}
                categories={categories.data ?? []}
                onAddOnDay={canEdit ? addOnDay : undefined}
                onOpenEvent={openEvent}
                onOpenDay={(date) => !dialog && setDialog({ kind: 'day', date })}
              />
            </div>
          </>
        ) : (
          <div className={styles.noPrint}>
            <MonthList cells={cells} eventsByDay={byDay} categories={categories.data ?? []} onOpenEvent={openEvent} />
          </div>
        )}
        {/* Either view prints the same: the month's grid on one landscape page. */}
        <PrintMonth
          title={`Event Calendar: ${monthTitle(view.year, view.month)}`}
          cells={cells}
          eventsByDay={byDay}
          categories={categories.data ?? []}
        />
        {loading && (
          <div className={styles.overlay} role="status">
            Loading events...
          </div>
        )}
      </div>
      {dialog?.kind === 'add' && <AddEventDialog key={dialog.date} date={dialog.date} onClose={closeDialog} />}
      {dialog?.kind === 'details' && (
        <EventDetailsDialog
          event={dialog.event}
          categories={categories.data ?? []}
          canEdit={canEdit}
          onEdit={() => setDialog({ kind: 'edit', event: dialog.event })}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'edit' && <EditEventDialog event={dialog.event} onClose={closeDialog} />}
      {dialog?.kind === 'subscribe' && <SubscribeDialog onClose={closeDialog} />}
      {dialog?.kind === 'day' && (
        <DayEventsDialog
          date={dialog.date}
          events={byDay.get(dialog.date) ?? []}
          categories={categories.data ?? []}
          onOpenEvent={(event) => setDialog({ kind: 'details', event })}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}
