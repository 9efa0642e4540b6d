/** The steps on an iPad or iPhone, in plain words: most members subscribe from one. */
export function AppleCalendarSteps() {
  return (
    <section aria-labelledby="apple-calendar-steps" className="mt-4">
      <h3 id="apple-calendar-steps" className="h5">
        On an iPad or iPhone
      </h3>
      <ol className="mb-2">
        <li>Open this page on the iPad itself and choose &ldquo;Open in my calendar app&rdquo;.</li>
        <li>The iPad asks whether to subscribe to the calendar: tap Subscribe, then Done.</li>
        <li>The theater&apos;s events now appear in the Calendar app and update by themselves.</li>
      </ol>
      <p className="mb-0">
        After making a new link, remove the old one first: open Settings, then Calendar, then Accounts, then Subscribed Calendars, tap
        &ldquo;Greenroom Theater Calendar&rdquo; and choose Delete Account. Then add the new link as above.
      </p>
    </section>
  );
}
