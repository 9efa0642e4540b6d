export function NewMemberApplicationScreen() {
  return (
    <section data-testid="screen-join">
      <h1>New Member Application</h1>
    </section>
  );
}
