export function MemberSearchScreen() {
  return (
    <section data-testid="screen-search-members">
      <h1>Search Members</h1>
    </section>
  );
}
