export function AuditionPreRegistrationScreen() {
  return (
    <section data-testid="screen-audition-application">
      <h1>Audition Pre-Registration</h1>
    </section>
  );
}
