export function MassEmailScreen() {
  return (
    <section data-testid="screen-mass-email">
      <h1>Mass Email</h1>
    </section>
  );
}
