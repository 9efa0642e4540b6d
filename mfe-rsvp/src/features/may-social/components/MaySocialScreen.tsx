export function MaySocialScreen() {
  return (
    <section data-testid="screen-may-social">
      <h1>May Social</h1>
    </section>
  );
}
