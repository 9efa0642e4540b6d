export function EditTeamsScreen() {
  return (
    <section data-testid="screen-edit-teams">
      <h1>Edit Teams</h1>
    </section>
  );
}
