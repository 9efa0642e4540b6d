export function MySubscriptionsScreen() {
  return (
    <section data-testid="screen-my-subs">
      <h1>My Email Subscriptions</h1>
    </section>
  );
}
