export function PlayReadingEventsScreen() {
  return (
    <section data-testid="screen-play-reading">
      <h1>Play Reading Events</h1>
    </section>
  );
}
