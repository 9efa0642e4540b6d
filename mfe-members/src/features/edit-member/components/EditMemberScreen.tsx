export function EditMemberScreen() {
  return (
    <section data-testid="screen-edit-member">
      <h1>Edit Member</h1>
    </section>
  );
}
