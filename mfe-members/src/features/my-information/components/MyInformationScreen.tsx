export function MyInformationScreen() {
  return (
    <section data-testid="screen-my-information">
      <h1>My Information</h1>
    </section>
  );
}
