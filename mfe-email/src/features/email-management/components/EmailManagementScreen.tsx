export function EmailManagementScreen() {
  return (
    <section data-testid="screen-email-management">
      <h1>Email Notification Management</h1>
    </section>
  );
}
