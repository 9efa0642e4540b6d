export function MyTeamsScreen() {
  return (
    <section data-testid="screen-my-teams">
      <h1>My Teams</h1>
    </section>
  );
}
