export function HolidayPartyScreen() {
  return (
    <section data-testid="screen-holiday-party">
      <h1>Holiday Party</h1>
    </section>
  );
}
