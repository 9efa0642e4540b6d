export function EventCalendarScreen() {
  return (
    <section data-testid="screen-event-calendar">
      <h1>Event Calendar</h1>
    </section>
  );
}
