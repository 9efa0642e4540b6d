export function MemberLogScreen() {
  return (
    <section data-testid="screen-member-log">
      <h1>Member Log Report</h1>
    </section>
  );
}
